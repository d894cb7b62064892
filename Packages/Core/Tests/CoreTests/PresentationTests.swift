import Core
import XCTest

private struct Host: Reducer {
  struct State: Equatable {
    @PresentationState var detail: Counter.State?
    var countSeenOnDismiss: Int?
  }

  enum Action: Equatable, Sendable {
    case detail(PresentationAction<Counter.Action>)
    case present
    var detail: PresentationAction<Counter.Action>? { if case let .detail(a) = self { a } else { nil } }
  }

  let log: EventLog

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .present:
        state.detail = Counter.State(id: 7)
      case .detail(.dismiss):
        // The parent runs before the child's state is cleared, so it can still read it.
        state.countSeenOnDismiss = state.detail?.count
      case .detail:
        break
      }
      return .none
    }
    .ifLet(\.$detail, action: .case(Action.detail, \.detail)) {
      Counter(log: log)
    }
  }
}

@MainActor
final class PresentationTests: XCTestCase {
  func testParentDismissClearsStateAfterParentRanAndCancelsEffects() async {
    let log = EventLog()
    let store = Store(initialState: Host.State()) { Host(log: log) }
    store.send(.present)
    store.send(.detail(.presented(.increment)))
    let effect = store.send(.detail(.presented(.startLongEffect)))
    store.send(.detail(.dismiss))
    XCTAssertNil(store.state.detail)
    XCTAssertEqual(store.state.countSeenOnDismiss, 1)
    await awaitWithTimeout { await effect.finish() }
    XCTAssertEqual(log.entries, ["started 7", "cancelled 7"])
  }

  func testChildDismissesItselfThroughTheDismissDependency() async {
    let log = EventLog()
    let store = Store(initialState: Host.State()) { Host(log: log) }
    store.send(.present)
    let longEffect = store.send(.detail(.presented(.startLongEffect)))
    let close = store.send(.detail(.presented(.closeButtonTapped)))
    await awaitWithTimeout {
      await close.finish()
      await longEffect.finish()
    }
    XCTAssertNil(store.state.detail)
    XCTAssertEqual(store.state.countSeenOnDismiss, 0)
    XCTAssertEqual(log.entries, ["started 7", "cancelled 7"])
  }

  func testDismissWhenNothingIsPresentedIsReported() async {
    let issues = CollectingIssueReporter()
    let store = Store(initialState: Host.State()) { Host(log: EventLog()) }
    withIssueReporters([issues]) {
      store.send(.detail(.dismiss))
    }
    XCTAssertEqual(issues.messages.count, 1)
    XCTAssertTrue(issues.messages[0].contains("when nothing was presented"), issues.messages[0])
  }

  func testDismissOutsidePresentationIsReported() async {
    let issues = CollectingIssueReporter()
    let store = Store(initialState: Counter.State()) { Counter(log: EventLog()) }
    await withIssueReporters([issues]) {
      await store.send(.closeButtonTapped).finish()
    }
    XCTAssertEqual(issues.messages.count, 1)
    XCTAssertTrue(issues.messages[0].contains("\"dismiss\" was called"), issues.messages[0])
  }
}
