import Core
import Foundation
import Observation
import Testing

// The code blocks of docs/core.md, in code that compiles: each block of that page names this
// file (`<!-- from: … -->`), and Scripts/checks/doc-snippets.sh fails when a block is no
// longer found here. Change a block here first, then copy it to the page.

struct NumberFactClient: Sendable {
  var fact: @Sendable (Int) async throws -> String
}

extension NumberFactClient: DependencyKey {
  static let liveValue = NumberFactClient { n in try await fetchFact(n) }
  static let previewValue = NumberFactClient { n in "\(n) is a preview number." }
  static let testValue = NumberFactClient(fact: unimplemented("NumberFactClient.fact"))
}

extension DependencyValues {
  var numberFact: NumberFactClient {
    get { self[NumberFactClient.self] }
    set { self[NumberFactClient.self] = newValue }
  }
}

private func fetchFact(_ n: Int) async throws -> String { "\(n) is a number." }

enum CoreGuide {
  struct Counter: Reducer {
    struct State: Equatable { var count = 0; var fact: String? }
    enum Action {
      case incrementButtonTapped
      case factButtonTapped
      case factResponse(String)
    }

    @Dependency(\.numberFact) var numberFact

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .incrementButtonTapped:
          state.count += 1
          return .none
        case .factButtonTapped:
          return .run { [count = state.count] send in
            await send(.factResponse(try await numberFact.fact(count)))
          }
        case let .factResponse(fact):
          state.fact = fact
          return .none
        }
      }
    }
  }

  struct CounterHost: Reducer {
    struct State { var counter = Counter.State() }

    enum Action {
      case counter(Counter.Action)
      var counter: Counter.Action? { if case let .counter(a) = self { a } else { nil } }
    }

    var body: some ReducerOf<Self> {
      Scope(state: \.counter, action: .case(Action.counter, \.counter)) { Counter() }
    }
  }

  struct EditForm: Reducer {
    struct State: Equatable { var title = "" }
    enum Action { case saveTapped }
    func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
  }

  enum StructDestination {
    enum Action { enum Alert { case confirmDelete } }

    enum Destination: Equatable {
      case edit(EditForm.State)
      case alert(AlertState<Action.Alert>)
      var edit: EditForm.State? {
        get { if case let .edit(state) = self { state } else { nil } }
        set { if let newValue { self = .edit(newValue) } }
      }
    }
  }

  enum Destination: CaseReducer {
    enum State: Equatable, CaseReducerState {
      typealias StateReducer = Destination
      case edit(EditForm.State)
      case alert(AlertState<Action.Alert>)
      var edit: EditForm.State? {  // settable, for tests: $0.destination?.edit?.title = …
        get { if case let .edit(s) = self { s } else { nil } }
        set { if let newValue { self = .edit(newValue) } }
      }
    }
    enum Action {
      case edit(EditForm.Action)
      case alert(Alert)
      enum Alert { case confirmDelete }
      var edit: EditForm.Action? { if case let .edit(a) = self { a } else { nil } }
    }
    static var body: some ReducerOf<Self> {
      Scope(state: .case(State.edit, \.edit), action: .case(Action.edit, \.edit)) { EditForm() }
    }
  }

  struct Item: Reducer {
    struct State { @PresentationState var destination: Destination.State? }
    enum Action {
      case destination(PresentationAction<Destination.Action>)
      var destination: PresentationAction<Destination.Action>? {
        if case let .destination(a) = self { a } else { nil }
      }
    }

    var body: some ReducerOf<Self> {
      EmptyReducer()
        // In the parent, holding `@PresentationState var destination: Destination.State?`:
        .ifLet(\.$destination, action: .case(Action.destination, \.destination))
    }
  }

  /// A leaf feature standing for any child in the scoping examples.
  struct Leaf: Reducer, Sendable {
    struct State: Equatable, Identifiable { var id = 0 }
    enum Action { case tapped, saveTapped, closeButtonTapped }
    func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
  }
  typealias Profile = Leaf
  typealias Editor = Leaf
  typealias Row = Leaf

  struct Screen: Reducer {
    struct State {
      var profile = Profile.State()
      var editor: Editor.State?
      var rows: IdentifiedArrayOf<Row.State> = []
      @PresentationState var detail: Leaf.State?
    }
    enum Action {
      case profile(Profile.Action)
      case editor(Editor.Action)
      case rows(IdentifiedActionOf<Row>)
      case detail(PresentationAction<Leaf.Action>)
      var profile: Profile.Action? { if case let .profile(a) = self { a } else { nil } }
      var editor: Editor.Action? { if case let .editor(a) = self { a } else { nil } }
      var rows: IdentifiedActionOf<Row>? { if case let .rows(a) = self { a } else { nil } }
      var detail: PresentationAction<Leaf.Action>? {
        if case let .detail(a) = self { a } else { nil }
      }
    }
    typealias Detail = Leaf

    var body: some ReducerOf<Self> {
      // Always there:
      Scope(state: \.profile, action: .case(Action.profile, \.profile)) { Profile() }
      Reduce { state, action in return .none }
        .ifLet(\.editor, action: .case(Action.editor, \.editor)) { Editor() }  // optional
        .forEach(\.rows, action: .case(Action.rows, \.rows)) { Row() }  // IdentifiedArray
        .ifLet(\.$detail, action: .case(Action.detail, \.detail)) { Detail() }  // presentation
    }
  }

  struct Sheet: Reducer {
    struct State: Equatable {}
    enum Action { case closeButtonTapped }

    @Dependency(\.dismiss) var dismiss
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .closeButtonTapped:
        return .run { _ in await dismiss() }
      }
    }
  }

  enum Path: CaseReducer {
    enum State: Equatable, CaseReducerState {
      typealias StateReducer = Path
      case detail(Leaf.State)
      var detail: Leaf.State? {
        get { if case let .detail(s) = self { s } else { nil } }
        set { if let newValue { self = .detail(newValue) } }
      }
    }
    enum Action {
      case detail(Leaf.Action)
      var detail: Leaf.Action? { if case let .detail(a) = self { a } else { nil } }
    }
    static var body: some ReducerOf<Self> {
      Scope(state: .case(State.detail, \.detail), action: .case(Action.detail, \.detail)) {
        Leaf()
      }
    }
  }

  struct Navigator: Reducer {
    typealias Detail = Leaf
    struct State: Equatable { var path = StackState<Path.State>() }
    enum Action {
      case path(StackActionOf<Path>)
      case showDetailTapped
      var path: StackActionOf<Path>? { if case let .path(a) = self { a } else { nil } }
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        if case .showDetailTapped = action { state.path.append(.detail(Detail.State())) }
        return .none
      }
      .forEach(\.path, action: .case(Action.path, \.path))
    }
  }

  /// Runs the stack example of docs/core.md, so that the page's test code is not only
  /// compiled but passes.
  @Suite struct Examples {
    @Test func pushActAndPop() async { await CoreGuide.pushActAndPop() }
    @Test func observeAStore() async { await CoreGuide.observeAStore() }
  }

  @MainActor
  static func pushActAndPop() async {
    typealias Detail = Leaf
    let store = TestStore(initialState: Navigator.State()) { Navigator() }
    await store.send(.path(.push(id: 0, state: .detail(Detail.State())))) {
      $0.path[id: 0] = .detail(Detail.State())
    }
    await store.send(.path(.element(id: 0, action: .detail(.saveTapped))))
    await store.send(.path(.popFrom(id: 0))) { $0.path.pop(from: 0) }
  }

  struct ItemList: Reducer {
    struct State: Equatable {
      @PresentationState var alert: AlertState<Action.Alert>?
    }
    enum Action {
      case alert(PresentationAction<Alert>)
      case deleteTapped
      enum Alert { case confirmDeletion }
      var alert: PresentationAction<Alert>? { if case let .alert(a) = self { a } else { nil } }
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        if case .deleteTapped = action {
          state.alert = AlertState {
            TextState("Delete this item?")
          } actions: {
            ButtonState(role: .destructive, action: .confirmDeletion) { TextState("Delete") }
            ButtonState(role: .cancel) { TextState("Cancel") }
          }
        }
        return .none
      }
      .ifLet(\.$alert, action: .case(Action.alert, \.alert))
    }
  }

  struct Search: Reducer {
    struct State: Equatable { var query = "" }
    enum Action { case queryChanged(String), search(String) }
    enum CancelID { case search }

    @Dependency(\.continuousClock) var clock

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case let .queryChanged(query):
        state.query = query
        return .run { send in
          try await clock.sleep(for: .milliseconds(300))
          await send(.search(query))
        }
        .cancellable(id: CancelID.search, cancelInFlight: true)
      case .search:
        return .none
      }
    }
  }

  struct LoginForm: Reducer {
    struct State: Equatable { var username = ""; var password = ""; var error: String? }
    enum Action: BindableAction {
      case binding(BindingAction<State>)
      case loginButtonTapped
      var binding: BindingAction<State>? { if case let .binding(a) = self { a } else { nil } }
    }

    var body: some ReducerOf<Self> {
      BindingReducer()
        .onChange(of: \.username) { _, _ in
          Reduce { state, _ in
            state.error = nil; return .none
          }
        }
      Reduce { state, action in
        switch action {
        case .binding(\.password): return .none  // match one field by key path
        case .binding, .loginButtonTapped: return .none
        }
      }
    }
  }

  struct Parent: Reducer {
    struct State { var child = Counter.State(); var editor: Counter.State? }
    enum Action {
      case child(Counter.Action)
      case editor(Counter.Action)
      var child: Counter.Action? { if case let .child(a) = self { a } else { nil } }
      var editor: Counter.Action? { if case let .editor(a) = self { a } else { nil } }
    }
    var body: some ReducerOf<Self> {
      Scope(state: \.child, action: .case(Action.child, \.child)) { Counter() }
    }
  }

  @MainActor
  static func useAStore(parentStore store: StoreOf<Parent>) async {
    do {
      let store = Store(initialState: Counter.State()) {
        Counter()
      } withDependencies: {
        $0.numberFact = .previewValue
      }

      store.send(.incrementButtonTapped)  // reduced at once, on the main actor
      // A StoreTask: finish(), cancel(), isCancelled, covering effects of follow-up actions.
      await store.send(.factButtonTapped).finish()
      _ = store.state.count
      _ = store.withState { $0.count }
      let token = store.observe(\.count) { count in render(count) }  // now, then only on change
      token.cancel()
    }
    // A parent's store:
    let child = store.scope(state: \.child, action: Parent.Action.child)  // reads through
    let same = store.scope(state: \.child, action: .case(Parent.Action.child, \.child))
    let optional = store.scope(state: \.editor, action: Parent.Action.editor)  // nil while nil
    _ = (child, same, optional)
    // Stores alive in the process, roots and scopes: finds leaks.
    _ = StoreDiagnostics.liveStoreCount
  }

  /// The Observation section: what a view (SwiftUI, or the terminal runner) does with a store.
  @MainActor
  static func observeAStore() {
    let store = Store(initialState: Parent.State()) { Parent() }
    let redraws = LockIsolated(0)
    let view = {
      let child = store.scope(state: \.child, action: .case(Parent.Action.child, \.child))
      render(child.count)  // tracked: this member of the child only
      if let editor = store.scope(state: \.editor, action: Parent.Action.editor) {
        render(editor.count)  // the editor's presence above, its count here
      }
    }
    withObservationTracking(view) { redraws.withValue { $0 += 1 } }  // once per tracking
    store.send(.child(.incrementButtonTapped))  // the child's count changed: one redraw
    #expect(redraws.value == 1)
  }

  private static func render(_ count: Int) {}
}
