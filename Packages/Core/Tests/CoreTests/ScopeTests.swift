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

  func testChildEffectsAreLiftedIntoParentActions() async {
    let log = EventLog()
    let store = Store(initialState: Parent.State()) { Parent(log: log) }
    let task = store.send(.counter(.startCancellableEffect))
    store.send(.counter(.cancelCancellableEffect))
    await awaitWithTimeout { await task.finish() }
    XCTAssertEqual(log.entries, ["started cancellable 0", "cancelled cancellable 0"])
  }

  func testCaseKeyPathSpellingExtractsOnlyItsCase() async {
    let path = AnyCasePath<Parent.Action, Counter.Action>.case(Parent.Action.counter, \.counter)
    XCTAssertEqual(path.extract(from: .counter(.increment)), .increment)
    XCTAssertNil(path.extract(from: .other))
    XCTAssertEqual(path.embed(.increment), .counter(.increment))
  }
}
