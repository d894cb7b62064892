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
    case replace
    case bumpInPlace
    case replaceAll
    case changeIDInPlace
    case replaceBehindBack
    var detail: PresentationAction<Counter.Action>? {
      if case let .detail(a) = self { a } else { nil }
    }
  }

  let log: EventLog

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .present:
        state.detail = Counter.State(id: 7)
      case .replace:
        state.detail = Counter.State(id: 8)
      case .bumpInPlace:
        state.detail?.count += 1
      case .replaceAll:
        state = State(detail: Counter.State(id: 9))
      case .changeIDInPlace:
        state.detail?.id = 8
      case .replaceBehindBack:
        break
      case .detail(.presented(.cancelCancellableEffect)):
        // The parent answers this child action by presenting another child, in the same send.
        state.detail = Counter.State(id: 8)
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

  func testReplacingThePresentedChildCancelsTheOldChildsEffectsOnly() async {
    let log = EventLog()
    let store = Store(initialState: Host.State()) { Host(log: log) }
    store.send(.present)
    let old = store.send(.detail(.presented(.startLongEffect)))
    store.send(.bumpInPlace)
    await waitUntil { log.entries.count == 1 }
    for _ in 0..<20 { await Task.yield() }
    XCTAssertEqual(log.entries, ["started 7"], "Changing the child in place keeps its effects")
    store.send(.replace)
    await awaitWithTimeout { await old.finish() }
    XCTAssertEqual(
      log.entries, ["started 7", "cancelled 7"], "A new presentation cancels the old one's effects")

    let new = store.send(.detail(.presented(.startLongEffect)))
    await waitUntil { log.entries.count == 3 }
    XCTAssertEqual(log.entries.last, "started 8")
    store.send(.detail(.dismiss))
    await awaitWithTimeout { await new.finish() }
    XCTAssertEqual(log.entries.last, "cancelled 8")
  }

  func testReplacingTheWholeStateCountsAsANewPresentation() async {
    let log = EventLog()
    let store = Store(initialState: Host.State(detail: Counter.State(id: 7))) {
      Host(log: log)
    }
    let old = store.send(.detail(.presented(.startLongEffect)))
    store.send(.replaceAll)
    await awaitWithTimeout { await old.finish() }
    XCTAssertEqual(log.entries, ["started 7", "cancelled 7"])
    XCTAssertEqual(store.state.detail?.id, 9)
  }

  func testChangingThePresentedChildsIDInPlaceCountsAsANewPresentation() async {
    let log = EventLog()
    let store = Store(initialState: Host.State()) { Host(log: log) }
    store.send(.present)
    let old = store.send(.detail(.presented(.startLongEffect)))
    // The child's own send confirmed the record, and a send of the parent's own left it alone.
    store.send(.detail(.presented(.increment)))
    store.send(.bumpInPlace)
    store.send(.changeIDInPlace)
    await awaitWithTimeout { await old.finish() }
    XCTAssertEqual(log.entries, ["started 7", "cancelled 7"])
    XCTAssertEqual(store.state.detail, Counter.State(id: 8, count: 2))
  }

  func testAChildReplacedAfterTheIfLetRanIsANewPresentationAtTheNextSend() async {
    let log = EventLog()
    let store = Store(initialState: Host.State()) {
      Host(log: log)
      Reduce { state, action in
        if action == .replaceBehindBack { state.detail = Counter.State(id: 9) }
        return .none
      }
    }
    store.send(.present)
    let old = store.send(.detail(.presented(.startLongEffect)))
    store.send(.detail(.presented(.increment)))
    store.send(.replaceBehindBack)
    store.send(.bumpInPlace)
    await awaitWithTimeout { await old.finish() }
    XCTAssertEqual(log.entries, ["started 7", "cancelled 7"])
    XCTAssertEqual(store.state.detail, Counter.State(id: 9, count: 1))
  }

  func testReplacingTheChildRightAfterItsOwnActionCancelsItsEffects() async {
    let log = EventLog()
    let store = Store(initialState: Host.State()) { Host(log: log) }
    store.send(.present)
    let old = store.send(.detail(.presented(.startLongEffect)))
    store.send(.replace)
    await awaitWithTimeout { await old.finish() }
    XCTAssertEqual(log.entries, ["started 7", "cancelled 7"])
  }

  func testTheParentReplacingTheChildWhileHandlingItsActionCancelsItsEffects() async {
    let log = EventLog()
    let store = Store(initialState: Host.State()) { Host(log: log) }
    store.send(.present)
    let old = store.send(.detail(.presented(.startLongEffect)))
    store.send(.detail(.presented(.cancelCancellableEffect)))
    await awaitWithTimeout { await old.finish() }
    XCTAssertEqual(log.entries, ["started 7", "cancelled 7"])
    XCTAssertEqual(store.state.detail, Counter.State(id: 8))
  }

  func testPresentationsCompareByStateOnly() async {
    var assigned = Host.State()
    assigned.detail = Counter.State(id: 7)
    var assignedTwice = Host.State()
    assignedTwice.detail = Counter.State(id: 1)
    assignedTwice.detail = Counter.State(id: 7)
    XCTAssertEqual(assigned, assignedTwice)
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
