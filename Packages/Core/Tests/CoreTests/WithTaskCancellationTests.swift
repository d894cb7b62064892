import Core
import XCTest

/// An effect whose inner work is cancellable on its own by id.
private struct Searcher: Reducer {
  struct State: Equatable {}
  enum Action: Equatable { case search(String), cancel, searched(String) }
  enum CancelID { case search }
  let log: EventLog

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case let .search(query):
      return .run { [log] send in
        let result = await withTaskCancellation(id: CancelID.search, cancelInFlight: true) {
          log.append("searching \(query)")
          await suspendUntilCancelled()
          return Task.isCancelled ? "cancelled \(query)" : "found \(query)"
        }
        log.append(result)
      }
    case .cancel:
      return .cancel(id: CancelID.search)
    case .searched:
      return .none
    }
  }
}

private struct Host: Reducer {
  struct State: Equatable { var searcher = Searcher.State() }
  enum Action: Equatable {
    case searcher(Searcher.Action)
    case cancelAll
    var searcher: Searcher.Action? { if case let .searcher(a) = self { a } else { nil } }
  }
  let log: EventLog
  var body: some ReducerOf<Self> {
    Scope(state: \.searcher, action: .case(Action.searcher, \.searcher)) { Searcher(log: log) }
    Reduce { _, action in action == .cancelAll ? .cancel(id: Searcher.CancelID.search) : .none }
  }
}

@MainActor
final class WithTaskCancellationTests: XCTestCase {
  func testCancelByIDReachesWorkInsideAnEffect() async {
    let log = EventLog()
    let store = Store(initialState: Searcher.State()) { Searcher(log: log) }
    let task = store.send(.search("a"))
    await waitUntil { log.entries == ["searching a"] }
    store.send(.cancel)
    await awaitWithTimeout { await task.finish() }
    XCTAssertEqual(log.entries, ["searching a", "cancelled a"])
  }

  func testCancelInFlightKeepsOnlyTheLatest() async {
    let log = EventLog()
    let store = Store(initialState: Searcher.State()) { Searcher(log: log) }
    let first = store.send(.search("a"))
    await waitUntil { log.entries == ["searching a"] }
    let second = store.send(.search("b"))
    await awaitWithTimeout { await first.finish() }
    await waitUntil { log.entries.count == 3 }
    XCTAssertEqual(log.entries.sorted(), ["cancelled a", "searching a", "searching b"])
    store.send(.cancel)
    await awaitWithTimeout { await second.finish() }
  }

  func testAParentsCancelReachesItsChildsWork() async {
    let log = EventLog()
    let store = Store(initialState: Host.State()) { Host(log: log) }
    let task = store.send(.searcher(.search("a")))
    await waitUntil { log.entries == ["searching a"] }
    store.send(.cancelAll)
    await awaitWithTimeout { await task.finish() }
    XCTAssertEqual(log.entries, ["searching a", "cancelled a"])
  }

  func testTaskCancelOutsideAnEffectIsReported() async {
    let issues = CollectingIssueReporter()
    await withIssueReporters([issues]) {
      await Task.cancel(id: "search")
    }
    XCTAssertEqual(issues.messages.count, 1)
    XCTAssertTrue(
      issues.messages.first?.hasPrefix(#""Task.cancel(id: search)" was called outside an effect"#)
        == true, "\(issues.messages)")
  }

  func testOutsideAnEffectTheOperationJustRuns() async {
    let value = await withTaskCancellation(id: 1) { 42 }
    XCTAssertEqual(value, 42)
  }
}
