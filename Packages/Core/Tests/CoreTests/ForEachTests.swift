import Core
import XCTest

private struct List: Reducer {
  struct State: Equatable {
    var rows: IdentifiedArrayOf<Counter.State> = []
    var countedRows: [Int] = []
  }

  enum Action: Equatable, Sendable {
    case rows(IdentifiedActionOf<Counter>)
    case remove(id: Int)
    case rowsChangedTo([Int])
    var rows: IdentifiedActionOf<Counter>? { if case let .rows(a) = self { a } else { nil } }
  }

  let log: EventLog

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .remove(id):
        state.rows.remove(id: id)
        return .none
      case .rows(.element(_, .increment)):
        return .send(.rowsChangedTo(state.rows.filter { $0.count > 0 }.map(\.id)))
      case let .rowsChangedTo(ids):
        state.countedRows = ids
        return .none
      case .rows:
        return .none
      }
    }
    .forEach(\.rows, action: .case(Action.rows, \.rows)) {
      Counter(log: log)
    }
  }
}

@MainActor
final class ForEachTests: XCTestCase {
  private func makeStore(log: EventLog = EventLog()) -> StoreOf<List> {
    Store(
      initialState: List.State(rows: [
        Counter.State(id: 1), Counter.State(id: 2), Counter.State(id: 3),
      ])
    ) {
      List(log: log)
    }
  }

  func testActionReachesOnlyTheAddressedElement() async {
    let store = makeStore()
    store.send(.rows(.element(id: 2, action: .increment)))
    XCTAssertEqual(store.state.rows.map(\.count), [0, 1, 0])
  }

  func testRemovingAnElementCancelsOnlyItsEffects() async {
    let log = EventLog()
    let store = makeStore(log: log)
    let first = store.send(.rows(.element(id: 1, action: .startLongEffect)))
    let second = store.send(.rows(.element(id: 2, action: .startLongEffect)))
    await waitUntil { log.entries.count == 2 }
    store.send(.remove(id: 1))
    await awaitWithTimeout { await first.finish() }
    for _ in 0..<20 { await Task.yield() }
    XCTAssertEqual(log.entries.sorted(), ["cancelled 1", "started 1", "started 2"])
    second.cancel()
    await awaitWithTimeout { await second.finish() }
  }

  func testCancelIDsAreNamespacedPerElement() async {
    let log = EventLog()
    let store = makeStore(log: log)
    let first = store.send(.rows(.element(id: 1, action: .startCancellableEffect)))
    let second = store.send(.rows(.element(id: 2, action: .startCancellableEffect)))
    store.send(.rows(.element(id: 1, action: .cancelCancellableEffect)))
    await awaitWithTimeout { await first.finish() }
    for _ in 0..<20 { await Task.yield() }
    XCTAssertFalse(
      log.entries.contains("cancelled cancellable 2"), "Row 1's cancel must not reach row 2")
    second.cancel()
    await awaitWithTimeout { await second.finish() }
  }

  func testActionForMissingElementIsIgnoredAndReported() async {
    let issues = CollectingIssueReporter()
    let store = makeStore()
    withIssueReporters([issues]) {
      store.send(.rows(.element(id: 42, action: .increment)))
    }
    XCTAssertEqual(store.state.rows.map(\.count), [0, 0, 0])
    XCTAssertEqual(issues.messages.count, 1)
    XCTAssertTrue(issues.messages[0].contains("A \"forEach\""), issues.messages[0])
    XCTAssertTrue(
      issues.messages[0].contains("element(id: 42, action: CoreTests.Counter.Action.increment)"),
      issues.messages[0])
  }

  func testParentSeesElementChangeAndSyncFollowUpRuns() async {
    let store = makeStore()
    store.send(.rows(.element(id: 3, action: .increment)))
    XCTAssertEqual(store.state.rows[id: 3]?.count, 1)
    XCTAssertEqual(
      store.state.countedRows, [3], "The parent saw row 3's new count, and its .send follow-up ran")
  }
}
