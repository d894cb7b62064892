import Effects
import Foundation
import Testing

@testable import TerminalUI

/// `expectSnapshot`: a mismatch is a line diff that says how to record; the key line is left
/// out; and record mode rewrites the right literal, even after earlier recordings in the same
/// file moved it.
@Suite struct ExpectSnapshotTests {
  private let screen = Screen<Never>(id: "login", title: "Log in") {
    Element.text("› alice")
  }
  private let size = TerminalSize(rows: 6, columns: 30)

  @Test func aMismatchIsALineDiffThatSaysHowToRecord() throws {
    let issues = CollectingIssueReporter()
    withIssueReporters([issues]) {
      expectSnapshot(
        of: screen, size: size,
        matches: """
          Log in

          › bob
          """)
    }
    let message = try #require(issues.messages.first)
    let lines = message.split(separator: "\n").map { $0.trimmingPrefix(while: { $0 == " " }) }
    #expect(lines.contains("- › bob"))
    #expect(lines.contains("+ › alice"))
    #expect(!lines.contains("- Log in"))
    #expect(message.contains("SNAPSHOT_RECORD=1 swift test --filter ExpectSnapshotTests"))
  }

  @Test func theKeyLineAndTheBlankRowsAboveItAreLeftOut() {
    #expect(screen.snapshot(size: size).hasSuffix("q quit"))
    let issues = CollectingIssueReporter()
    withIssueReporters([issues]) {
      expectSnapshot(
        of: screen, size: size,
        matches: """
          Log in

          › alice
          """)
    }
    #expect(issues.messages.isEmpty)
  }

  @Test func recordingReplacesTheLiteralAfterTheLineIndentedLikeItsEnd() throws {
    let source = """
      func test() {
        expectSnapshot(
          of: screen, size: size,
          matches: \"\"\"
            old
            \"\"\")
      }
      """
    let (rewritten, delta) = try InlineSnapshotLiteral.replacing(
      in: source, atOrAfterLine: 2, with: "Log in\n\nC:\\ \"\"\" end")
    #expect(delta == 2)
    #expect(
      rewritten == """
        func test() {
          expectSnapshot(
            of: screen, size: size,
            matches: \"\"\"
              Log in

              C:\\\\ \\\"\"\" end
              \"\"\")
        }
        """)
  }

  @Test func aLaterRecordingInTheSameFileFindsItsLiteralWhereItMoved() throws {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("snapshot-\(UUID().uuidString).swift")
    defer { try? FileManager.default.removeItem(at: file) }
    try """
    first(
      matches: \"\"\"
        a
        \"\"\")
    second(
      matches: \"\"\"
        b
        \"\"\")
    """.write(to: file, atomically: true, encoding: .utf8)

    let recorder = InlineSnapshotRecorder()
    try recorder.record("a1\na2\na3", in: file.path, at: 1)
    try recorder.record("b1", in: file.path, at: 5)

    #expect(
      try String(contentsOf: file, encoding: .utf8) == """
        first(
          matches: \"\"\"
            a1
            a2
            a3
            \"\"\")
        second(
          matches: \"\"\"
            b1
            \"\"\")
        """)
  }

  @Test func aLiteralWithAnInterpolationIsNotRecordedOver() {
    let source = "expectSnapshot(\n  matches: \"\"\"\n    A1\n    \\(tabRow(0))\n    \"\"\")"
    #expect(throws: InlineSnapshotLiteral.HasInterpolation.self) {
      try InlineSnapshotLiteral.replacing(in: source, atOrAfterLine: 1, with: "A1")
    }
  }

  @Test func aCallWithNoLiteralAfterItIsAnError() {
    #expect(throws: InlineSnapshotLiteral.NotFound.self) {
      try InlineSnapshotLiteral.replacing(in: "let x = 1", atOrAfterLine: 1, with: "a")
    }
  }
}
