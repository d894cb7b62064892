import Effects
import XCTest

final class TerminalClientTestValueTests: XCTestCase {
  func testEveryEndpointReportsAnIssueNamingIt() async throws {
    let issues = CollectingIssueReporter()
    let terminal = TerminalClient.testValue
    try await withIssueReporters([issues]) {
      XCTAssertThrowsError(try terminal.enableRawMode()) {
        XCTAssertEqual($0 as? UnimplementedFailure, UnimplementedFailure(description: "TerminalClient.enableRawMode"))
      }
      for await _ in terminal.keys() { XCTFail("the placeholder stream has no keys") }
      XCTAssertThrowsError(try terminal.write("frame")) {
        XCTAssertEqual($0 as? UnimplementedFailure, UnimplementedFailure(description: "TerminalClient.write"))
      }
      XCTAssertEqual(terminal.size(), .standard)
      for await _ in terminal.resizes() { XCTFail("the placeholder stream has no sizes") }
    }
    let endpoints = ["enableRawMode", "keys", "write", "size", "resizes"]
    XCTAssertEqual(issues.messages.count, endpoints.count)
    for (message, endpoint) in zip(issues.messages, endpoints) {
      XCTAssertTrue(message.contains("TerminalClient.\(endpoint)"), message)
      XCTAssertTrue(message.contains("Unimplemented"), message)
    }
  }

  func testDependencyResolvesToTheTestValueUnderATestRunner() {
    let issues = CollectingIssueReporter()
    withIssueReporters([issues]) {
      _ = DependencyValues().terminal.size()
    }
    XCTAssertEqual(issues.messages.count, 1)
    XCTAssertTrue(issues.messages.first?.contains("TerminalClient.size") ?? false)
  }

  func testOverriddenEndpointsReportNothing() {
    let issues = CollectingIssueReporter()
    withIssueReporters([issues]) {
      withDependencies {
        $0.terminal.size = { TerminalSize(rows: 3, columns: 4) }
      } operation: {
        @Dependency(\.terminal) var terminal
        XCTAssertEqual(terminal.size(), TerminalSize(rows: 3, columns: 4))
      }
    }
    XCTAssertEqual(issues.messages, [])
  }
}
