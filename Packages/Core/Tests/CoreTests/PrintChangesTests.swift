import Core
import XCTest

@MainActor
final class PrintChangesTests: XCTestCase {
  func testPrintsActionAndStateDiff() async {
    let reports = LockIsolated<[String]>([])
    let store = Store(initialState: Counter.State(id: 1)) {
      Counter(log: EventLog())._printChanges { report in reports.withValue { $0.append(report) } }
    }
    store.send(.increment)
    store.send(.cancelCancellableEffect)
    XCTAssertEqual(
      reports.value,
      [
        """
        received action:
          Counter.Action.increment
          Counter.State(
            … (1 unchanged)
        -   count: 0
        +   count: 1
          )
        """,
        """
        received action:
          Counter.Action.cancelCancellableEffect
          (No state changes)
        """,
      ]
    )
  }
}
