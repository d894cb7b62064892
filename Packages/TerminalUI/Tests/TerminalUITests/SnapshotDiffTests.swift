import Effects
import Testing

@testable import TerminalUI

/// Frames are compared as text with Core's `expectNoDifference`: these tests pin down that
/// a mismatch is reported as a line diff, so view tests need no helper of their own.
@Suite struct SnapshotDiffTests {
  @Test func aMismatchedFrameIsReportedAsALineDiff() throws {
    let frame = Frame(
      size: TerminalSize(rows: 3, columns: 20), lines: ["Log in", "› alice", "Quit"])
    let issues = CollectingIssueReporter()
    withIssueReporters([issues]) {
      expectNoDifference(
        frame.text,
        """
        Log in
        › bob
        Quit
        """)
    }
    let message = try #require(issues.messages.first)
    let diffLines = message.split(separator: "\n").map { $0.trimmingPrefix(while: { $0 == " " }) }
    #expect(diffLines.contains("- › alice"))
    #expect(diffLines.contains("+ › bob"))
    #expect(!diffLines.contains("- Log in"))
  }

  @Test func matchingFramesReportNothing() {
    let issues = CollectingIssueReporter()
    withIssueReporters([issues]) {
      expectNoDifference(Frame(size: TerminalSize(rows: 1, columns: 5), lines: ["ab  "]).text, "ab")
    }
    #expect(issues.messages.isEmpty)
  }
}
