import Effects
import XCTest

/// The test value fails loudly on every endpoint, naming it; overrides replace it.
final class TerminalClientTestValueTests: XCTestCase {
  func testTestValueFailsOnEveryEndpoint() async {
    await assertEveryEndpointFails(
      TerminalClient.testValue,
      [
        "enableRawMode": { _ = try await $0.enableRawMode() },
        "keys": { _ = try await $0.keys() },
        "write": { try await $0.write(frame: "frame") },
        "size": { _ = try await $0.size() },
        "resizes": { _ = try await $0.resizes() },
      ])
  }

  func testDependencyDefaultsToTheTestValueInTests() async {
    let issues = CollectingIssueReporter()
    @Dependency(\.terminal) var terminal
    _ = try? await withIssueReporters([issues]) { try await terminal.size() }
    XCTAssertTrue(
      issues.messages.first?.contains("TerminalClient.size") == true, "\(issues.messages)")
  }

  func testOverridingAnEndpointReplacesIt() async throws {
    let issues = CollectingIssueReporter()
    let size = try await withIssueReporters([issues]) {
      try await withDependencies {
        $0.terminal.size = { TerminalSize(rows: 3, columns: 4) }
      } operation: {
        @Dependency(\.terminal) var terminal
        return try await terminal.size()
      }
    }
    XCTAssertEqual(size, TerminalSize(rows: 3, columns: 4))
    XCTAssertEqual(issues.messages, [])
  }
}
