import Core
import XCTest

/// Shared state under XCTest, where every new `TestStore` starts a fresh dependency scope.
@MainActor
final class SharedXCTestStoreTests: XCTestCase {
  func testSharedChangesAreAssertedUnderXCTest() async {
    let store = TestStore(initialState: SharedCounter.State()) { SharedCounter() }
    XCTAssertEqual(store.state.count, 0, "In-memory values are fresh for every test store")
    await store.send(.incrementButtonTapped) { $0.$count.withLock { $0 = 1 } }
  }

  func testEveryTestStoreStartsWithFreshInMemoryValues() async {
    let store = TestStore(initialState: SharedCounter.State()) { SharedCounter() }
    XCTAssertEqual(store.state.count, 0, "In-memory values are fresh for every test store")
    await store.send(.incrementButtonTapped) { $0.$count.withLock { $0 = 1 } }
  }

  func testATestSeedsAKeyAfterCreatingTheStoreAndReadsItAfter() async {
    let store = TestStore(initialState: SharedCounter.State()) { SharedCounter() }
    @Shared(.inMemory("count")) var count = 0
    $count.withLock { $0 = 41 }
    await store.send(.incrementButtonTapped) { $0.$count.withLock { $0 = 42 } }
    XCTAssertEqual(count, 42)
  }

  func testAnUnassertedSharedChangeFailsUnderXCTest() async {
    let issues = CollectingIssueReporter()
    let store = withIssueReporters([issues]) {
      TestStore(initialState: SharedCounter.State()) { SharedCounter() }
    }
    await store.send(.incrementButtonTapped)
    XCTAssertEqual(issues.messages.count, 1)
    XCTAssertTrue(
      issues.messages.first?.hasSuffix(
        "Shared values that differ: .inMemory(\"count\") (changed, not asserted)") == true)
  }
}
