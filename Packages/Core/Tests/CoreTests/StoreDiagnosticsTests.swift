import Core
import Observation
import XCTest

private struct Parent: Reducer {
  struct State: Equatable {
    var counter = Counter.State()
    var detail: Counter.State? = Counter.State()
  }

  enum Action: Equatable, Sendable {
    case counter(Counter.Action)
    case detail(Counter.Action)
    case dismissDetail
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    if action == .dismissDetail { state.detail = nil }
    return .none
  }
}

extension StoreOf<Parent> {
  /// One place for the counter's route, so that a scope through it is kept.
  fileprivate var counter: StoreOf<Counter> {
    scope(state: \.counter, action: .case(Parent.Action.counter, { _ in nil }))
  }
}

/// The live-store count under XCTest, whose tests run one at a time: no other test creates or
/// releases a store while these compare counts. The tests are `async` only because XCTest on
/// Linux cannot call a synchronous main-actor test; they never suspend.
@MainActor
final class StoreDiagnosticsTests: XCTestCase {
  func testRootAndScopedStoresAreEachCountedUntilReleased() async {
    let before = StoreDiagnostics.liveStoreCount
    var root: StoreOf<Parent>? = Store(initialState: Parent.State()) { Parent() }
    XCTAssertEqual(StoreDiagnostics.liveStoreCount - before, 1, "the root")

    var counter = root?.counter
    var detail = root?.scope(state: \.detail, action: Parent.Action.detail)
    var count = counter?.scope(state: { $0.count }, action: { $0 })
    XCTAssertEqual(count?.state, 0)
    XCTAssertNotNil(detail)
    XCTAssertEqual(
      StoreDiagnostics.liveStoreCount - before, 4, "the root, two scopes and a scope of a scope")

    count = nil
    XCTAssertEqual(StoreDiagnostics.liveStoreCount - before, 3, "a released closure scope")
    counter = nil
    XCTAssertEqual(
      StoreDiagnostics.liveStoreCount - before, 3, "a key-path scope, kept by the root")
    counter = root?.counter
    root = nil
    XCTAssertEqual(
      StoreDiagnostics.liveStoreCount - before, 2,
      "the root released; its scopes hold its core, not its store")
    counter = nil
    detail = nil
    XCTAssertEqual(StoreDiagnostics.liveStoreCount, before, "every store released")
  }

  func testAStoreKeptAliveStaysCounted() async {
    let before = StoreDiagnostics.liveStoreCount
    var kept: [StoreOf<Counter>] = []
    for _ in 1...10 {
      let root = Store(initialState: Parent.State()) { Parent() }
      kept.append(root.scope(state: \.counter, action: Parent.Action.counter))
    }
    XCTAssertEqual(StoreDiagnostics.liveStoreCount - before, 10, "the kept scopes; roots released")
    kept.removeAll()
    XCTAssertEqual(StoreDiagnostics.liveStoreCount, before)
  }

  func testTrackedMembersAreCountedWhileTheStateTheyReadIsThere() async {
    let before = StoreDiagnostics.trackedMemberCount
    var root: StoreOf<Parent>? = Store(initialState: Parent.State()) { Parent() }
    withObservationTracking {
      _ = root?.counter.count
      _ = root?.scope(state: \.detail, action: .case(Parent.Action.detail, { _ in nil }))?.count
    } onChange: {
    }
    XCTAssertEqual(
      StoreDiagnostics.trackedMemberCount - before, 3,
      "the counter's count, the detail's presence and count")
    root?.send(.dismissDetail)
    XCTAssertEqual(
      StoreDiagnostics.trackedMemberCount - before, 2, "the dismissed detail's count is gone")
    root = nil
    XCTAssertEqual(StoreDiagnostics.trackedMemberCount, before, "gone with the store")
  }
}
