import Effects
import Testing

@testable import TerminalUI

/// What the interactive runner does with issues while the screen is up: holds them, in order,
/// up to a limit, and passes them on when released.
@Suite struct HeldIssueReporterTests {
  /// Records the messages it is told, in order.
  private final class Recorder: IssueReporter {
    private let recorded = LockIsolated<[String]>([])
    var messages: [String] { recorded.value }

    func reportIssue(_ message: String, at location: Effects.SourceLocation) {
      recorded.withValue { $0.append(message) }
    }

    func reportKnownIssue(_ message: String, at location: Effects.SourceLocation) {
      recorded.withValue { $0.append("known: \(message)") }
    }
  }

  @Test func issuesAreHeldUntilReleaseThenPassedOnInOrder() {
    let recorder = Recorder()
    let held = HeldIssueReporter(passingOnTo: [recorder])
    held.reportIssue("first", at: Effects.SourceLocation())
    held.reportKnownIssue("second", at: Effects.SourceLocation())
    #expect(recorder.messages.isEmpty)
    held.release()
    #expect(recorder.messages == ["first", "known: second"])
    held.reportIssue("after", at: Effects.SourceLocation())
    #expect(recorder.messages == ["first", "known: second", "after"])
  }

  @Test func beyondTheLimitIssuesAreCountedNotHeld() {
    let recorder = Recorder()
    let held = HeldIssueReporter(passingOnTo: [recorder], limit: 3)
    for index in 1...10 { held.reportIssue("issue \(index)", at: Effects.SourceLocation()) }
    held.release()
    #expect(
      recorder.messages == [
        "issue 1", "issue 2", "issue 3",
        "7 more issues reported while the screen was up are not shown: only the first 3 are kept.",
      ])
  }

  @Test func oneIssueBeyondTheLimitIsNamedInTheSingular() {
    let recorder = Recorder()
    let held = HeldIssueReporter(passingOnTo: [recorder], limit: 2)
    held.reportIssue("kept", at: Effects.SourceLocation())
    held.reportIssue("kept too", at: Effects.SourceLocation())
    held.reportIssue("counted", at: Effects.SourceLocation())
    held.release()
    #expect(
      recorder.messages == [
        "kept", "kept too",
        "1 more issue reported while the screen was up is not shown: only the first 2 are kept.",
      ])
  }

  @Test func theDefaultLimitIsAHundred() {
    #expect(HeldIssueReporter(passingOnTo: []).limit == 100)
  }
}
