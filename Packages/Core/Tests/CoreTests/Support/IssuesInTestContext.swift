import Core

/// Runs `body` with dependencies in their test context, as a test runs, and returns what it
/// returned with the messages of the issues it reported (caught, so the test can assert them).
func withIssuesInTestContext<R>(_ body: () -> R) -> (result: R, issues: [String]) {
  let issues = CollectingIssueReporter()
  let result = withIssueReporters([issues]) {
    withDependencies {
      $0.context = .test
    } operation: {
      body()
    }
  }
  return (result, issues.messages)
}
