import Core
import XCTest

private struct Root: Reducer {
  enum State: Equatable {
    case first(Counter.State)
    case second(Counter.State)
    var first: Counter.State? { if case let .first(s) = self { s } else { nil } }
    var second: Counter.State? { if case let .second(s) = self { s } else { nil } }
  }

  enum Action: Equatable, Sendable {
    case first(Counter.Action)
    case second(Counter.Action)
    case switchToSecond
    var first: Counter.Action? { if case let .first(a) = self { a } else { nil } }
    var second: Counter.Action? { if case let .second(a) = self { a } else { nil } }
  }

  let log: EventLog

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .switchToSecond = action { state = .second(Counter.State(id: 2)) }
      return .none
    }
    .ifCaseLet(.case(State.first, \.first), action: .case(Action.first, \.first)) {
      Counter(log: log)
    }
    .ifCaseLet(.case(State.second, \.second), action: .case(Action.second, \.second)) {
      Counter(log: log)
    }
  }
}

@MainActor
final class IfCaseLetTests: XCTestCase {
  func testChildOfCurrentCaseRuns() async {
    let store = Store(initialState: Root.State.first(Counter.State(id: 1))) {
      Root(log: EventLog())
    }
    store.send(.first(.increment))
    XCTAssertEqual(store.state, .first(Counter.State(id: 1, count: 1)))
  }

  func testLeavingTheCaseCancelsItsEffectsOnly() async {
    let log = EventLog()
    let store = Store(initialState: Root.State.first(Counter.State(id: 1))) { Root(log: log) }
    let firstTask = store.send(.first(.startLongEffect))
    store.send(.switchToSecond)
    await awaitWithTimeout { await firstTask.finish() }
    XCTAssertEqual(log.entries, ["started 1", "cancelled 1"])

    let secondTask = store.send(.second(.startLongEffect))
    for _ in 0..<20 { await Task.yield() }
    XCTAssertEqual(log.entries.last, "started 2", "The new case's effect keeps running")
    secondTask.cancel()
    await awaitWithTimeout { await secondTask.finish() }
  }

  func testActionForAnotherCaseIsIgnoredAndReported() async {
    let issues = CollectingIssueReporter()
    let store = Store(initialState: Root.State.first(Counter.State(id: 1))) {
      Root(log: EventLog())
    }
    withIssueReporters([issues]) {
      store.send(.second(.increment))
    }
    XCTAssertEqual(store.state, .first(Counter.State(id: 1)))
    XCTAssertEqual(issues.messages.count, 1)
    XCTAssertTrue(issues.messages[0].contains("An \"ifCaseLet\""), issues.messages[0])
    XCTAssertTrue(
      issues.messages[0].contains("second(CoreTests.Counter.Action.increment)"), issues.messages[0])
  }
}
