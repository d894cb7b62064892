import Core
import Testing

/// Core under Swift Testing: issues reach the running test, and a TestStore works the same.
@Suite struct SwiftTestingSuite {
  @Test func issueIsRecordedInTheRunningSwiftTestingTest() {
    withKnownIssue {
      reportIssue("Unimplemented: FactClient.fact was called.")
    } matching: { issue in
      issue.comments.map(\.rawValue) == ["Unimplemented: FactClient.fact was called."]
        && issue.sourceLocation?.fileID == "CoreTests/SwiftTestingSuite.swift"
    }
  }

  /// Recorded through the entry point that is not deprecated, with the severity `.error`,
  /// at a location Swift Testing accepts (it traps on line 0 and on a file ID without a
  /// module).
  @Test func anIssueIsAnErrorAtARepairedLocation() {
    withKnownIssue {
      reportIssue(
        "at line 0", fileID: "NoModule.swift", filePath: "/x/NoModule.swift", line: 0, column: 0)
    } matching: { issue in
      issue.severity == .error && issue.sourceLocation?.line == 1
        && issue.sourceLocation?.column == 1
        && issue.sourceLocation?.fileID == "__C/NoModule.swift"
    }
  }

  @Test @MainActor func testStoreAssertsAFactRoundTrip() async {
    let store = TestStore(initialState: FactFeature.State()) {
      FactFeature()
    } withDependencies: {
      $0.fact.fact = { "\($0) is a good number." }
    }
    await store.send(.incrementButtonTapped) { $0.count = 1 }
    await store.send(.factButtonTapped) { $0.isLoading = true }
    await store.receive(\.factResponse) {
      $0.isLoading = false
      $0.fact = "1 is a good number."
    }
  }

  @Test @MainActor func testStoreFailureIsRecordedAsAnIssue() async {
    let store = TestStore(initialState: FactFeature.State()) { FactFeature() }
    await withKnownIssue {
      await store.send(.incrementButtonTapped) { $0.count = 2 }
    } matching: { issue in
      issue.comments.first?.rawValue.hasPrefix("A state change does not match expectation") == true
    }
  }

  @Test @MainActor func anEffectLeftRunningFailsTheTestThatLeftIt() async {
    await withKnownIssue {
      do {
        let store = TestStore(initialState: FactFeature.State()) { FactFeature() }
        await store.send(.neverEndingButtonTapped)
      }
      // The store is released at the end of the scope above: its end-of-test check runs then.
    } matching: { issue in
      issue.comments.first?.rawValue.contains("is still running") == true
    }
  }

  /// Skipped assertions are known issues: shown by Swift Testing, not failing the test.
  @Test @MainActor func skippedAssertionsAreKnownIssuesNotFailures() async {
    let store = TestStore(initialState: FactFeature.State()) {
      FactFeature()
    } withDependencies: {
      $0.fact.fact = { "\($0) is a good number." }
    }
    store.exhaustivity = .off(showSkippedAssertions: true)
    await store.send(.factButtonTapped)
    await store.skipReceivedActions()
    #expect(store.state.fact == "0 is a good number.")
  }
}
