import Core
import XCTest

private struct Parent: Reducer {
  struct State: Equatable {
    var child: Counter.State?
  }

  enum Action: Equatable, Sendable {
    case child(Counter.Action)
    case show
    case hide
    var child: Counter.Action? { if case let .child(a) = self { a } else { nil } }
  }

  let log: EventLog

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .show: state.child = Counter.State()
      case .hide: state.child = nil
      case .child: break
      }
      return .none
    }
    .ifLet(\.child, action: .case(Action.child, \.child)) {
      Counter(log: log)
    }
  }
}

@MainActor
final class IfLetTests: XCTestCase {
  func testChildRunsWhilePresent() async {
    let store = Store(initialState: Parent.State()) { Parent(log: EventLog()) }
    store.send(.show)
    store.send(.child(.increment))
    XCTAssertEqual(store.state.child?.count, 1)
  }

  func testSettingChildToNilCancelsEveryEffectTheChildStarted() async {
    let log = EventLog()
    let store = Store(initialState: Parent.State()) { Parent(log: log) }
    store.send(.show)
    let plain = store.send(.child(.startLongEffect))
    let cancellable = store.send(.child(.startCancellableEffect))
    store.send(.hide)
    await awaitWithTimeout {
      await plain.finish()
      await cancellable.finish()
    }
    XCTAssertEqual(
      Set(log.entries),
      ["started 0", "cancelled 0", "started cancellable 0", "cancelled cancellable 0"]
    )
  }

  func testActionForAbsentChildIsIgnoredAndReportedByName() async {
    let issues = CollectingIssueReporter()
    let store = Store(initialState: Parent.State()) { Parent(log: EventLog()) }
    withIssueReporters([issues]) {
      store.send(.child(.increment))
    }
    XCTAssertEqual(store.state, Parent.State())
    XCTAssertEqual(issues.messages.count, 1)
    XCTAssertTrue(
      issues.messages[0].contains("An \"ifLet\" at \"CoreTests/IfLetTests.swift:"),
      issues.messages[0])
    XCTAssertTrue(
      issues.messages[0].contains("child(CoreTests.Counter.Action.increment)"), issues.messages[0])
  }

  func testOptionalScopedStoreExistsOnlyWhilePresentAndKeepsLastState() async {
    let store = Store(initialState: Parent.State()) { Parent(log: EventLog()) }
    XCTAssertNil(store.scope(state: \.child, action: Parent.Action.child))
    store.send(.show)
    let childStore = store.scope(state: \.child, action: Parent.Action.child)
    XCTAssertNotNil(childStore)
    childStore?.send(.increment)
    XCTAssertEqual(childStore?.state.count, 1)
    store.send(.hide)
    XCTAssertEqual(
      childStore?.state.count, 1, "A dismissed child's store still shows the last state it read")
    let issues = CollectingIssueReporter()
    withIssueReporters([issues]) { childStore?.send(.increment) }
    XCTAssertEqual(
      issues.messages.count, 1, "Sending to a dismissed child reaches ifLet, which reports it")
  }
}
