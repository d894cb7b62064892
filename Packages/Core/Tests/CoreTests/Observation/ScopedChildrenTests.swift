import Core
import Testing

/// A parent that records which route each child action came by: two routes into the same
/// child state, its optional child and its rows.
private struct Routed: Reducer {
  struct State {
    var child = ObservedChild.State(id: 1)
    var optional: ObservedChild.State? = ObservedChild.State(id: 2)
    var rows: IdentifiedArrayOf<ObservedChild.State> = [ObservedChild.State(id: 3)]
    var routes: [String] = []
  }

  enum Action {
    case first(ObservedChild.Action)
    case second(ObservedChild.Action)
    case firstRows(IdentifiedAction<Int, ObservedChild.Action>)
    case secondRows(IdentifiedAction<Int, ObservedChild.Action>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .first: state.routes.append("first")
      case .second: state.routes.append("second")
      case .firstRows: state.routes.append("firstRows")
      case .secondRows: state.routes.append("secondRows")
      }
      return .none
    }
  }
}

/// A scene held in an enum, as a root holds its screens.
private enum Scene: Equatable {
  case first(ObservedChild.State)
  case second(ObservedChild.State)

  var first: ObservedChild.State? { if case let .first(state) = self { state } else { nil } }
}

private enum SceneAction {
  case first(ObservedChild.Action)
  case show(Scene)

  var first: ObservedChild.Action? { if case let .first(action) = self { action } else { nil } }
}

/// A view's owner that holds the root store and routes a child's actions through itself: a
/// route that captures the owner.
@MainActor
private final class Owner {
  let store = Store(initialState: ObservedParent.State(optional: .init(id: 2))) {
    ObservedParent()
  }

  func embed(_ action: ObservedChild.Action) -> ObservedParent.Action { .child(action) }

  func render() {
    _ = store.scope(state: \.child, action: embed).count
    _ = store.scope(state: \.child, action: { self.embed($0) }).count
    _ = store.scope(state: \.optional, action: { .optional($0) })?.count
  }
}

/// Child stores scoped by key path and a case path are kept by their parent, as TCA's are by
/// their state and action key paths: the same scope returns the same store while the parent
/// lives (what a view holds, and compares). A route is named by the code that embeds its
/// actions; a closure route is not kept, nor is a closure scope.
/// Enum case scopes are kept by the case's tag and route.
@MainActor
@Suite struct ScopedChildrenTests {
  private func makeStore(_ state: ObservedParent.State = .init()) -> StoreOf<ObservedParent> {
    Store(initialState: state) { ObservedParent() }
  }

  private func child(of store: StoreOf<ObservedParent>) -> StoreOf<ObservedChild> {
    store.scope(state: \.child, action: .case(ObservedParent.Action.child, \.child))
  }

  @Test func theSameKeyPathScopeReturnsTheSameStore() {
    let store = makeStore()
    let child = child(of: store)
    #expect(self.child(of: store) === child)
    #expect(
      store.scope(state: \.sibling, action: .case(ObservedParent.Action.sibling, \.sibling))
        !== child)
  }

  @Test func theUnlabeledSpellingIsTheLabeledScope() {
    var state = ObservedParent.State(optional: .init(id: 2), rows: [.init(id: 3)])
    state.path.append(.init(id: 4))
    let store = makeStore(state)
    let child = AnyCasePath<ObservedParent.Action, ObservedChild.Action>.case(
      ObservedParent.Action.child, \.child)
    let optional = AnyCasePath<ObservedParent.Action, ObservedChild.Action>.case(
      ObservedParent.Action.optional, \.optional)
    let rows = AnyCasePath<ObservedParent.Action, IdentifiedAction<Int, ObservedChild.Action>>
      .case(ObservedParent.Action.rows, \.rows)
    #expect(store.scope(\.child, action: child) === store.scope(state: \.child, action: child))
    #expect(
      store.scope(\.optional, action: optional) === store.scope(state: \.optional, action: optional)
    )
    #expect(store.scope(\.rows, action: rows)[0] === store.scope(state: \.rows, action: rows)[0])
  }

  @Test func aStoreIsIdentifiedByItselfStablyWhileItIsKept() {
    let store = makeStore(.init(rows: [.init(id: 1), .init(id: 2)]))
    let rows = { store.scope(\.rows, action: .case(ObservedParent.Action.rows, \.rows)) }
    #expect(rows().map(\.id) == rows().map(\.id), "ForEach(rowStores) keys rows by this")
    #expect(Set(rows()).count == 2)
    #expect(rows()[0] == rows()[0] && rows()[0] != rows()[1])
    #expect(child(of: store).id == ObjectIdentifier(child(of: store)))
    store.send(.mutate { $0.rows.remove(id: 1) })
    #expect(rows().map { $0.withState(\.id) } == [2], "store.id is not the state's id")
  }

  @Test func closureScopesMakeAStoreEachTime() {
    let store = makeStore()
    let first = store.scope(state: { $0.child }, action: ObservedParent.Action.child)
    let second = store.scope(state: { $0.child }, action: ObservedParent.Action.child)
    #expect(first !== second)
  }

  @Test func aKeyPathScopeWithAClosureRouteIsNotKept() {
    let store = makeStore(.init(optional: .init(id: 2)))
    func child() -> StoreOf<ObservedChild> {
      store.scope(state: \.child, action: ObservedParent.Action.child)
    }
    func optional() -> StoreOf<ObservedChild>? {
      store.scope(state: \.optional, action: ObservedParent.Action.optional)
    }
    #expect(child() !== child())
    #expect(optional() !== optional())
    #expect(child().scopeID == child().scopeID, "tracked as one place all the same")
  }

  @Test func aKeptStoreDoesNotKeepARouteThatCapturesItsOwner() {
    weak var root: StoreOf<ObservedParent>?
    do {
      let owner = Owner()
      owner.render()
      root = owner.store
    }
    #expect(root == nil, "no cycle: root store, kept child, route, owner")
  }

  @Test func twoRoutesIntoOneChildGetTwoStores() {
    let store = Store(initialState: Routed.State()) { Routed() }
    func tab(_ route: AnyCasePath<Routed.Action, ObservedChild.Action>) -> StoreOf<ObservedChild> {
      store.scope(state: \.child, action: route)
    }
    let first = tab(.case(Routed.Action.first, { _ in nil }))
    let second = tab(.case(Routed.Action.second, { _ in nil }))
    #expect(first !== second)
    first.send(.increment)
    second.send(.increment)
    first.send(.increment)
    #expect(store.routes == ["first", "second", "first"])
  }

  @Test func twoRoutesIntoOneOptionalChildGetTwoStores() {
    let store = Store(initialState: Routed.State()) { Routed() }
    let first = store.scope(state: \.optional, action: .case(Routed.Action.first, { _ in nil }))
    let second = store.scope(state: \.optional, action: .case(Routed.Action.second, { _ in nil }))
    #expect(first !== second)
    first?.send(.increment)
    second?.send(.increment)
    first?.send(.increment)
    #expect(store.routes == ["first", "second", "first"])
  }

  @Test func twoRoutesIntoOneCollectionGetTwoSetsOfRows() {
    let store = Store(initialState: Routed.State()) { Routed() }
    let first = store.scope(state: \.rows, action: .case(Routed.Action.firstRows, { _ in nil }))
    let second = store.scope(state: \.rows, action: .case(Routed.Action.secondRows, { _ in nil }))
    #expect(first[0] !== second[0])
    first[0].send(.increment)
    second[0].send(.increment)
    first[0].send(.increment)
    #expect(store.routes == ["firstRows", "secondRows", "firstRows"])
  }

  @Test func aKeptChildDoesNotKeepItsParentAlive() {
    var parent: StoreOf<ObservedParent>? = makeStore()
    weak let weakParent = parent
    let child = parent.map(child(of:))
    parent = nil
    #expect(weakParent == nil)
    child?.send(.increment)
    #expect(child?.count == 1, "the child still reaches the state it was scoped from")
  }

  @Test func aKeptChildGoesWithItsParent() {
    var parent: StoreOf<ObservedParent>? = makeStore()
    weak let weakChild = parent.map(child(of:))
    #expect(weakChild != nil, "kept by its parent")
    parent = nil
    #expect(weakChild == nil)
  }

  @Test func anOptionalChildKeepsItsStoreUntilAnotherChildIsThere() {
    let store = makeStore(.init(optional: .init(id: 1)))
    func optional() -> StoreOf<ObservedChild>? {
      store.scope(state: \.optional, action: .case(ObservedParent.Action.optional, \.optional))
    }
    let first = optional()
    store.send(.mutate { $0.optional?.count += 1 })
    #expect(optional() === first, "the same child, changed")
    store.send(.mutate { $0.optional = .init(id: 2) })
    let second = optional()
    #expect(second != nil && second !== first, "another child")
    store.send(.mutate { $0.optional = nil })
    #expect(optional() == nil)
    store.send(.mutate { $0.optional = .init(id: 2) })
    #expect(optional() !== second, "presented again after a dismissal")
  }

  /// A store of `Scene` that `.show` moves to another case.
  private func sceneStore() -> Store<Scene, SceneAction> {
    Store(initialState: Scene.first(.init(id: 1))) {
      Reduce<Scene, SceneAction> { state, action in
        if case let .show(scene) = action { state = scene }
        return .none
      }
    }
  }

  private func firstScene(of store: Store<Scene, SceneAction>) -> StoreOf<ObservedChild>? {
    store.scope(state: .case(Scene.first, \.first), action: .case(SceneAction.first, \.first))
  }

  @Test func anEnumCaseScopeKeepsItsStoreForTheSameChild() {
    let store = sceneStore()
    func first() -> StoreOf<ObservedChild>? { firstScene(of: store) }
    let kept = first()
    #expect(kept != nil && first() === kept)
    store.send(.show(.first(.init(id: 3))))
    #expect(first() !== kept, "another child in the case")
  }

  @Test func theStoresOfACaseTheStateLeftAreLetGo() {
    let store = sceneStore()
    func first() -> StoreOf<ObservedChild>? { firstScene(of: store) }
    weak var left = first()
    #expect(left != nil, "kept by its parent while the state is in its case")
    store.send(.show(.second(.init(id: 2))))
    #expect(first() == nil)
    #expect(left == nil, "let go once a case scope found the state in another case")
  }

  @Test func rowsKeepTheirStoresWhileTheirIDsAreThere() {
    let store = makeStore(.init(rows: [.init(id: 1), .init(id: 2)]))
    func rows() -> [StoreOf<ObservedChild>] {
      store.scope(state: \.rows, action: .case(ObservedParent.Action.rows, \.rows))
    }
    weak var removed: StoreOf<ObservedChild>?
    do {
      let before = rows()
      #expect(rows().map(ObjectIdentifier.init) == before.map(ObjectIdentifier.init))
      removed = before[0]
      store.send(
        .mutate {
          $0.rows.remove(id: 1); $0.rows.append(.init(id: 3))
        })
      let after = rows()
      #expect(after.map { $0.withState(\.id) } == [2, 3])
      #expect(after[0] === before[1])
    }
    #expect(removed == nil, "a removed row's store is let go")
  }

  @Test func aStacksScreensKeepTheirStores() {
    var path = StackState<ObservedChild.State>()
    path.append(.init(id: 1))
    let store = makeStore(.init(path: path))
    func pathStore() -> Store<
      StackState<ObservedChild.State>, StackAction<ObservedChild.State, ObservedChild.Action>
    > {
      store.scope(state: \.path, action: .case(ObservedParent.Action.path, \.path))
    }
    #expect(pathStore() === pathStore())
    let screens: [StoreOf<ObservedChild>] = pathStore().scopeElements()
    let again: [StoreOf<ObservedChild>] = pathStore().scopeElements()
    #expect(screens.count == 1 && screens[0] === again[0])
  }

  @Test func aKeptStoreSendsThroughTheLatestRouteWithItsCode() {
    let store = Store(initialState: Routed.State()) { Routed() }
    func routed(_ name: String) -> StoreOf<ObservedChild> {
      let route = AnyCasePath<Routed.Action, ObservedChild.Action>.case(
        { name == "first" ? .first($0) : .second($0) }, { _ in nil })
      return store.scope(state: \.child, action: route)
    }
    let child = routed("first")
    child.send(.increment)
    #expect(
      store.scope(state: \.child, action: .case(Routed.Action.first, { _ in nil })) !== child,
      "another route's code")
    #expect(routed("second") === child, "one closure, other captured values: one route")
    child.send(.increment)
    #expect(store.routes == ["first", "second"])
  }
}
