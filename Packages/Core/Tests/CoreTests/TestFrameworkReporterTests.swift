import Core
import XCTest

/// Checks that an issue fails the running XCTest test at the issue's own file and line.
///
/// The test case records failures instead of failing, so it can assert on them (Linux
/// XCTest has no `XCTExpectFailure`).
final class TestFrameworkReporterXCTestTests: XCTestCase {
  private var recorded: [(description: String, file: String, line: Int)] = []

  override func recordFailure(
    withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
    expected: Bool
  ) {
    recorded.append((description, filePath, lineNumber))
  }

  func testIssueFailsTheRunningTestAtTheIssuesLocation() {
    let location = SourceLocation(
      fileID: "Login/Login.swift", filePath: "/src/Login/Login.swift", line: 42, column: 7)
    TestFrameworkReporter().reportIssue(
      "Unimplemented: NumberFactClient.fact was called.", at: location)
    XCTAssertEqual(recorded.count, 1)
    XCTAssertEqual(
      recorded.first?.description, "failed - Unimplemented: NumberFactClient.fact was called.")
    XCTAssertEqual(recorded.first?.file, "/src/Login/Login.swift")
    XCTAssertEqual(recorded.first?.line, 42)
  }

  func testReportIssueUsesTheTestReporterByDefaultUnderATestRunner() {
    XCTAssertTrue(IssueReporters.current.first is TestFrameworkReporter)
    reportIssue("reported by default"); let line = #line
    XCTAssertEqual(recorded.map(\.description), ["failed - reported by default"])
    XCTAssertEqual(recorded.first?.line, line)
  }
}
