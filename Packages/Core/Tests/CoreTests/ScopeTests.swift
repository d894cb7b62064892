import Core
import XCTest

private struct Parent: Reducer {
  struct State: Equatable {
    var counter = Counter.State()
    var parentSawCount: Int?
  }

  enum Action: Equatable, Sendable {
    case counter(Counter.Action)
    case other
    var counter: Counter.Action? { if case let .counter(a) = self { a } else { nil } }
  }

  let log: EventLog

  var body: some ReducerOf<Self> {
    Scope(state: \.counter, action: .case(Action.counter, \.counter)) {
      Counter(log: log)
    }
    Reduce { state, action in
      // The parent runs after the child, so it sees the child's new state.
      if case .counter(.increment) = action { state.parentSawCount = state.counter.count }
      return .none
    }
  }
}

/// A parent that only scopes to FactFeature, whose effect sends an action back.
private struct Lifting: Reducer {
  struct State: Equatable { var child = FactFeature.State() }
  enum Action: Equatable, Sendable {
    case child(FactFeature.Action)
    var child: FactFeature.Action? { if case let .child(a) = self { a } else { nil } }
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: .case(Action.child, \.child)) { FactFeature() }
  }
}

@MainActor
final class ScopeTests: XCTestCase {
  func testScopeRunsChildBeforeParent() async {
    let store = Store(initialState: Parent.State()) { Parent(log: EventLog()) }
    store.send(.counter(.increment))
    XCTAssertEqual(store.state.counter.count, 1)
    XCTAssertEqual(store.state.parentSawCount, 1)
  }

  func testScopeIgnoresOtherActions() async {
    let store = Store(initialState: Parent.State()) { Parent(log: EventLog()) }
    store.send(.other)
    XCTAssertEqual(store.state, Parent.State())
  }

  func testChildEffectsRunAndCancelThroughTheScope() async {
    let log = EventLog()
    let store = Store(initialState: Parent.State()) { Parent(log: log) }
    let task = store.send(.counter(.startCancellableEffect))
    store.send(.counter(.cancelCancellableEffect))
    await awaitWithTimeout { await task.finish() }
    XCTAssertEqual(log.entries, ["started cancellable 0", "cancelled cancellable 0"])
  }

  func testChildEffectActionsAreLiftedIntoParentActions() async {
    let store = TestStore(initialState: Lifting.State()) {
      Lifting()
    } withDependencies: {
      $0.fact.fact = { "\($0) lifted" }
    }
    await store.send(.child(.factButtonTapped)) { $0.child.isLoading = true }
    // The child's effect sends .factResponse; the parent receives it as .child(.factResponse).
    await store.receive(.child(.factResponse("0 lifted"))) {
      $0.child.isLoading = false
      $0.child.fact = "0 lifted"
    }
  }

  func testCaseKeyPathSpellingExtractsOnlyItsCase() async {
    let path = AnyCasePath<Parent.Action, Counter.Action>.case(Parent.Action.counter, \.counter)
    XCTAssertEqual(path.extract(from: .counter(.increment)), .increment)
    XCTAssertNil(path.extract(from: .other))
    XCTAssertEqual(path.embed(.increment), .counter(.increment))
  }
}
