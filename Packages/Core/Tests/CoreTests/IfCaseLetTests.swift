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
    await waitUntil { log.entries.count == 3 }
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

extension Reducer {
  /// One `ifCaseLet` call site that two parent features use.
  fileprivate func counterCase(
    _ toCase: AnyCasePath<State, Counter.State>, action: AnyCasePath<Action, Counter.Action>,
    log: EventLog
  ) -> _IfCaseLetReducer<Self, Counter> {
    ifCaseLet(toCase, action: action) { Counter(log: log) }
  }
}

/// A feature whose state is counting or idle; `Side<Left>` and `Side<Right>` are two parent
/// types that share `counterCase`'s call site.
private struct Side<Tag>: Reducer {
  enum State: Equatable {
    case counting(Counter.State)
    case idle
    var counting: Counter.State? { if case let .counting(s) = self { s } else { nil } }
  }

  enum Action: Equatable, Sendable {
    case counting(Counter.Action)
    case stop
    var counting: Counter.Action? { if case let .counting(a) = self { a } else { nil } }
  }

  let log: EventLog

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .stop = action { state = .idle }
      return .none
    }
    .counterCase(
      .case(State.counting, \.counting), action: .case(Action.counting, \.counting), log: log)
  }
}

private enum Left {}
private enum Right {}

private struct Sides: Reducer {
  struct State: Equatable {
    var left: Side<Left>.State
    var right: Side<Right>.State
  }

  enum Action: Equatable, Sendable {
    case left(Side<Left>.Action)
    case right(Side<Right>.Action)
    var left: Side<Left>.Action? { if case let .left(a) = self { a } else { nil } }
    var right: Side<Right>.Action? { if case let .right(a) = self { a } else { nil } }
  }

  let log: EventLog

  var body: some ReducerOf<Self> {
    Scope(state: \.left, action: .case(Action.left, \.left)) { Side<Left>(log: log) }
    Scope(state: \.right, action: .case(Action.right, \.right)) { Side<Right>(log: log) }
  }
}

@MainActor
final class IfCaseLetSharedSiteTests: XCTestCase {
  /// The child's identity includes its parent's state type: one parent leaving the case
  /// cancels its own child's effects, not those of the other parent's child, although both
  /// come from one `ifCaseLet` at one level of the store and have the same `id`.
  func testAHelperUsedByTwoParentsCancelsOnlyTheParentThatLeft() async {
    let log = EventLog()
    let store = Store(
      initialState: Sides.State(
        left: .counting(Counter.State(id: 1)), right: .counting(Counter.State(id: 1)))
    ) { Sides(log: log) }
    let leftTask = store.send(.left(.counting(.startLongEffect)))
    let rightTask = store.send(.right(.counting(.startLongEffect)))
    await waitUntil { log.entries.count == 2 }
    store.send(.left(.stop))
    await awaitWithTimeout { await leftTask.finish() }
    for _ in 0..<20 { await Task.yield() }
    XCTAssertEqual(
      log.entries.sorted(), ["cancelled 1", "started 1", "started 1"],
      "only the left child's effect was cancelled")
    rightTask.cancel()
    await awaitWithTimeout { await rightTask.finish() }
  }
}
