import Effects
import FeatureB1
import XCTest

/// ``ErrorNotice`` on its own: its retry button asks the parent to retry and changes nothing.
@MainActor
final class ErrorNoticeTests: XCTestCase {
  func testRetryAsksTheParentToRetry() async {
    let store = TestStore(initialState: ErrorNotice.State(message: "Offline. Try again.")) {
      ErrorNotice()
    }

    await store.send(.retryButtonTapped)
    await store.receive(.delegate(.retry))
  }
}
