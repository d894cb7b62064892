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

/// Child stores scoped by key path are kept by their parent, as TCA's are: the same scope
/// returns the same store while the parent lives (what a view holds, and compares), and
/// closure scopes make a store each time. Enum case scopes are kept by the case's tag.
@MainActor
@Suite struct ScopedChildrenTests {
  private func makeStore(_ state: ObservedParent.State = .init()) -> StoreOf<ObservedParent> {
    Store(initialState: state) { ObservedParent() }
  }

  @Test func theSameKeyPathScopeReturnsTheSameStore() {
    let store = makeStore()
    let child = store.scope(state: \.child, action: .case(ObservedParent.Action.child, \.child))
    #expect(store.scope(state: \.child, action: ObservedParent.Action.child) === child)
    #expect(store.scope(state: \.sibling, action: ObservedParent.Action.sibling) !== child)
  }

  @Test func closureScopesMakeAStoreEachTime() {
    let store = makeStore()
    let first = store.scope(state: { $0.child }, action: ObservedParent.Action.child)
    let second = store.scope(state: { $0.child }, action: ObservedParent.Action.child)
    #expect(first !== second)
  }

  @Test func aKeptChildDoesNotKeepItsParentAlive() {
    var parent: StoreOf<ObservedParent>? = makeStore()
    weak let weakParent = parent
    let child = parent?.scope(state: \.child, action: ObservedParent.Action.child)
    parent = nil
    #expect(weakParent == nil)
    child?.send(.increment)
    #expect(child?.count == 1, "the child still reaches the state it was scoped from")
  }

  @Test func aKeptChildGoesWithItsParent() {
    var parent: StoreOf<ObservedParent>? = makeStore()
    weak let weakChild = parent?.scope(state: \.child, action: ObservedParent.Action.child)
    #expect(weakChild != nil, "kept by its parent")
    parent = nil
    #expect(weakChild == nil)
  }

  @Test func anOptionalChildKeepsItsStoreUntilAnotherChildIsThere() {
    let store = makeStore(.init(optional: .init(id: 1)))
    func optional() -> StoreOf<ObservedChild>? {
      store.scope(state: \.optional, action: ObservedParent.Action.optional)
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

  @Test func anEnumCaseScopeKeepsItsStoreForTheSameChild() {
    let store = Store(initialState: Scene.first(.init(id: 1))) {
      Reduce<Scene, SceneAction> { state, action in
        if case let .show(scene) = action { state = scene }
        return .none
      }
    }
    func first() -> StoreOf<ObservedChild>? {
      store.scope(
        state: .case(Scene.first, \.first), action: .case(SceneAction.first, \.first))
    }
    let kept = first()
    #expect(kept != nil && first() === kept)
    store.send(.show(.second(.init(id: 2))))
    #expect(first() == nil)
    store.send(.show(.first(.init(id: 1))))
    #expect(first() === kept, "the same child, back in its case")
    store.send(.show(.first(.init(id: 3))))
    #expect(first() !== kept, "another child in the case")
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
      #expect(after.map(\.id) == [2, 3])
      #expect(after[0] === before[1])
    }
    #expect(removed == nil, "a removed row's store is let go")
  }

  @Test func aStacksScreensKeepTheirStores() {
    var path = StackState<ObservedChild.State>()
    path.append(.init(id: 1))
    let store = makeStore(.init(path: path))
    let pathStore = store.scope(state: \.path, action: .case(ObservedParent.Action.path, \.path))
    #expect(store.scope(state: \.path, action: ObservedParent.Action.path) === pathStore)
    let screens: [StoreOf<ObservedChild>] = pathStore.scopeElements()
    let again: [StoreOf<ObservedChild>] = pathStore.scopeElements()
    #expect(screens.count == 1 && screens[0] === again[0])
  }

  @Test func aKeptStoreSendsThroughTheLatestRoute() {
    let store = Store(initialState: Routed.State()) { Routed() }
    let child = store.scope(state: \.child, action: Routed.Action.first)
    child.send(.increment)
    #expect(store.scope(state: \.child, action: Routed.Action.second) === child)
    child.send(.increment)
    #expect(store.routes == ["first", "second"])
  }

  @Test func aKeptOptionalStoreSendsThroughTheLatestRoute() {
    let store = Store(initialState: Routed.State()) { Routed() }
    let child: StoreOf<ObservedChild>? = store.scope(
      state: \.optional, action: Routed.Action.first)
    child?.send(.increment)
    let again: StoreOf<ObservedChild>? = store.scope(
      state: \.optional, action: Routed.Action.second)
    #expect(again === child)
    child?.send(.increment)
    #expect(store.routes == ["first", "second"])
  }

  @Test func rowsSendThroughTheLatestRoute() {
    let store = Store(initialState: Routed.State()) { Routed() }
    let rows = store.scope(state: \.rows, action: .case(Routed.Action.firstRows, { _ in nil }))
    rows[0].send(.increment)
    let again = store.scope(state: \.rows, action: .case(Routed.Action.secondRows, { _ in nil }))
    #expect(again[0] === rows[0])
    rows[0].send(.increment)
    #expect(store.routes == ["firstRows", "secondRows"])
  }
}
