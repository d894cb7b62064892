import Core
import XCTest

/// A form presented as one case of a destination enum.
private struct EditForm: Reducer {
  struct State: Equatable { var title = "" }
  enum Action: Equatable, BindableAction {
    case binding(BindingAction<State>)
    case saveTapped
    case autosaveStarted
    var binding: BindingAction<State>? { if case let .binding(a) = self { a } else { nil } }
  }
  @Dependency(\.dismiss) var dismiss
  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { _, action in
      switch action {
      case .saveTapped: return .run { _ in await dismiss() }
      case .autosaveStarted: return .run { _ in try await Task.never() }
      case .binding: return .none
      }
    }
  }
}

/// TCA's destination pattern, `@Reducer enum Destination` without the macro: an enum of what
/// a screen can present, one case per feature, whose static body declares the cases'
/// reducers once.
private enum Destination: CaseReducer {
  enum State: Equatable, CaseReducerState {
    typealias StateReducer = Destination
    case edit(EditForm.State)
    case alert(AlertState<Action.Alert>)
    /// Settable, so that a test can change the case's state in place, as TCA's case key
    /// paths let it: `$0.destination?.edit?.title = …`.
    var edit: EditForm.State? {
      get { if case let .edit(s) = self { s } else { nil } }
      set { if let newValue { self = .edit(newValue) } }
    }
  }
  enum Action: Equatable {
    case edit(EditForm.Action)
    case alert(Alert)
    enum Alert: Equatable { case confirmDelete }
    var edit: EditForm.Action? { if case let .edit(a) = self { a } else { nil } }
  }
  static var body: some ReducerOf<Self> {
    Scope(state: .case(State.edit, \.edit), action: .case(Action.edit, \.edit)) { EditForm() }
  }
}

extension AlertState where Action == Destination.Action.Alert {
  /// The alert `ItemScreen` shows before deleting.
  static var deleteItem: Self {
    AlertState {
      TextState("Delete?")
    } actions: {
      ButtonState(role: .destructive, action: .confirmDelete) { TextState("Delete") }
    }
  }
}

private struct ItemScreen: Reducer {
  struct State: Equatable {
    var title = "Milk"
    @PresentationState var destination: Destination.State?
    var deleted = false
  }
  enum Action: Equatable {
    case destination(PresentationAction<Destination.Action>)
    case editTapped
    case deleteTapped
    var destination: PresentationAction<Destination.Action>? {
      if case let .destination(a) = self { a } else { nil }
    }
  }
  var body: some ReducerOf<Self> {
    Reduce<State, Action> { state, action in
      switch action {
      case .editTapped:
        state.destination = .edit(EditForm.State(title: state.title))
      case .deleteTapped:
        state.destination = .alert(.deleteItem)
      case .destination(.presented(.alert(.confirmDelete))):
        state.deleted = true
      case .destination(.dismiss):
        if let title = state.destination?.edit?.title { state.title = title }
      case .destination:
        break
      }
      return .none
    }
    .ifLet(\.$destination, action: .case(Action.destination, \.destination))
  }
}

/// A destination enum whose case holds `Identifiable` state, as TCA's
/// `.detail(Detail.State)`: written as a struct reducer over enum state, the other way to
/// write a destination.
private struct CounterDestination: Reducer {
  enum State: Equatable {
    case counter(Counter.State)
    var counter: Counter.State? {
      get { if case let .counter(s) = self { s } else { nil } }
      set { if let newValue { self = .counter(newValue) } }
    }
  }
  enum Action: Equatable {
    case counter(Counter.Action)
    var counter: Counter.Action? { if case let .counter(a) = self { a } else { nil } }
  }
  let log: EventLog
  var body: some ReducerOf<Self> {
    Scope(state: .case(State.counter, \.counter), action: .case(Action.counter, \.counter)) {
      Counter(log: log)
    }
  }
}

private struct CounterPresenter: Reducer {
  struct State: Equatable { @PresentationState var destination: CounterDestination.State? }
  enum Action: Equatable {
    case show(id: Int, count: Int)
    case destination(PresentationAction<CounterDestination.Action>)
    var destination: PresentationAction<CounterDestination.Action>? {
      if case let .destination(a) = self { a } else { nil }
    }
  }
  let log: EventLog
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case let .show(id, count) = action {
        state.destination = .counter(Counter.State(id: id, count: count))
      }
      return .none
    }
    .ifLet(\.$destination, action: .case(Action.destination, \.destination)) {
      CounterDestination(log: log)
    }
  }
}

@MainActor
final class DestinationTests: XCTestCase {
  func testAnEditDestinationIsScopedByItsCaseAndAssertedThroughSettableCaseProperties() async {
    let store = TestStore(initialState: ItemScreen.State()) { ItemScreen() }
    await store.send(.editTapped) { $0.destination = .edit(EditForm.State(title: "Milk")) }
    await store.send(.destination(.presented(.edit(.set(\.title, "Oat milk"))))) {
      $0.destination?.edit?.title = "Oat milk"
    }
    await store.send(.destination(.presented(.edit(.set(\.title, "Soy milk"))))) {
      $0.$destination[case: \.edit]?.title = "Soy milk"
    }
    await store.send(.destination(.presented(.edit(.saveTapped))))
    await store.receive(\.destination?.dismiss) {
      $0.title = "Soy milk"
      $0.destination = nil
    }
  }

  func testAnAlertDestinationNeedsNoReducerOfItsOwn() async {
    let store = TestStore(initialState: ItemScreen.State()) { ItemScreen() }
    await store.send(.deleteTapped) {
      $0.destination = .alert(.deleteItem)
    }
    await store.send(.destination(.presented(.alert(.confirmDelete)))) {
      // An alert case of a destination is cleared once its button's action ran, as in TCA.
      $0.deleted = true
      $0.destination = nil
    }
  }

  func testOnlyTheAlertCaseIsClearedAfterItsActionWhateverCameFirst() async {
    let store = TestStore(initialState: ItemScreen.State()) { ItemScreen() }
    await store.send(.editTapped) { $0.destination = .edit(EditForm.State(title: "Milk")) }
    // The edit case stays after its own action; the answer is remembered for that case only.
    await store.send(.destination(.presented(.edit(.set(\.title, "Oat milk"))))) {
      $0.destination?.edit?.title = "Oat milk"
    }
    await store.send(.deleteTapped) {
      $0.destination = .alert(.deleteItem)
    }
    await store.send(.destination(.presented(.alert(.confirmDelete)))) {
      $0.deleted = true
      $0.destination = nil
    }
    await store.send(.editTapped) { $0.destination = .edit(EditForm.State(title: "Milk")) }
    await store.send(.destination(.presented(.edit(.set(\.title, "Rice milk"))))) {
      $0.destination?.edit?.title = "Rice milk"
    }
  }

  func testMovingADestinationToAnotherCaseCancelsTheOldCasesEffects() async {
    let store = TestStore(initialState: ItemScreen.State()) { ItemScreen() }
    await store.send(.editTapped) { $0.destination = .edit(EditForm.State(title: "Milk")) }
    await store.send(.destination(.presented(.edit(.autosaveStarted))))
    await store.send(.deleteTapped) {
      $0.destination = .alert(.deleteItem)
    }
    // Fails if the edit form's never-ending effect were still running.
    await store.finish()
    await store.send(.destination(.dismiss)) { $0.destination = nil }
  }

  func testAnotherIDInTheSameCaseIsAnotherChildAndItsEffectsAreCancelled() async {
    let log = EventLog()
    let store = Store(initialState: CounterPresenter.State()) { CounterPresenter(log: log) }
    store.send(.show(id: 1, count: 0))
    let effect = store.send(.destination(.presented(.counter(.startLongEffect))))
    await waitUntil { log.entries.count == 1 }
    // The same id with other state is the same child: its effect goes on.
    store.send(.show(id: 1, count: 5))
    for _ in 0..<20 { await Task.yield() }
    XCTAssertEqual(log.entries, ["started 1"])
    // As in TCA, the payload's id is part of the destination's identity.
    store.send(.show(id: 2, count: 0))
    await awaitWithTimeout { await effect.finish() }
    XCTAssertEqual(log.entries, ["started 1", "cancelled 1"])
  }

  func testAnActionForAnotherCaseIsReported() {
    let issues = CollectingIssueReporter()
    let store = Store(initialState: Destination.State.alert(AlertState { TextState("Hi") })) {
      Destination.body
    }
    withIssueReporters([issues]) { store.send(.edit(.saveTapped)) }
    XCTAssertEqual(issues.messages.count, 1)
    XCTAssertTrue(issues.messages[0].contains("in another case"), issues.messages[0])
    XCTAssertTrue(issues.locations[0].fileID.hasSuffix("DestinationTests.swift"))
  }

  func testScopeByCasePathAndWithoutTheStateLabel() async {
    struct Root: Reducer {
      struct State: Equatable { var destination = Destination.State.edit(EditForm.State()) }
      enum Action: Equatable {
        case destination(Destination.Action)
        var destination: Destination.Action? {
          if case let .destination(a) = self { a } else { nil }
        }
      }
      var body: some ReducerOf<Self> {
        Scope(\.destination, action: .case(Action.destination, \.destination)) {
          Scope(
            state: .case(Destination.State.edit, \.edit),
            action: .case(Destination.Action.edit, \.edit)
          ) {
            EditForm()
          }
        }
      }
    }
    let store = TestStore(initialState: Root.State()) { Root() }
    await store.send(.destination(.edit(.set(\.title, "a")))) {
      $0.destination = .edit(EditForm.State(title: "a"))
    }
  }
}
