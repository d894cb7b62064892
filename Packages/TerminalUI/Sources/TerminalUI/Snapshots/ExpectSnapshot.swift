import Effects
import Foundation

/// Asserts that `screen`, drawn at `size`, shows `expected`: its rows as text, trailing spaces
/// trimmed, without the key line and the blank rows above it. The key line is made in one
/// place, `ScreenRenderer.hints`, and tested there; a screen's shortcuts are tested as
/// `screen.shortcuts`.
///
/// When the screen differs, the failure shows the rows that differ. Run the test again with
/// `SNAPSHOT_RECORD=1` in the environment to write what the screen shows into the literal
/// (the test still fails that run, so that a recording is never mistaken for a pass); review
/// the change with `git diff`. `expected` must be a multi-line string literal written right
/// here: record mode rewrites the first `"""` literal at or after the call's line. `focus`
/// is the id of the control to focus; the first control when `nil`.
public func expectSnapshot<Action>(
  of screen: Screen<Action>,
  size: TerminalSize,
  focus: String? = nil,
  spinnerFrame: Int = 0,
  matches expected: String,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) {
  let actual = SnapshotText.withoutKeyLine(
    screen.snapshot(size: size, focus: focus, spinnerFrame: spinnerFrame))
  guard actual != expected else { return }
  let location = (fileID: "\(fileID)", filePath: "\(filePath)", line: line, column: column)
  if ProcessInfo.processInfo.environment["SNAPSHOT_RECORD"] == "1" {
    do {
      try InlineSnapshotRecorder.shared.record(actual, in: location.filePath, at: Int(line))
      reportIssue(
        "Recorded a new snapshot into \(location.fileID); run the test again without"
          + " SNAPSHOT_RECORD=1, and review the change with git diff.",
        fileID: location.fileID, filePath: location.filePath, line: line, column: column)
    } catch {
      reportIssue(
        "Could not record the snapshot: \(error)",
        fileID: location.fileID, filePath: location.filePath, line: line, column: column)
    }
    return
  }
  let difference = diff(expected, actual) ?? "expected:\n\(expected)\n\nactual:\n\(actual)"
  reportIssue(
    """
    The screen differs from its snapshot …

    \(difference.split(separator: "\n", omittingEmptySubsequences: false)
      .map { "  " + $0 }.joined(separator: "\n"))

    (Snapshot: -, Screen: +)
    If the screen is right, record it: SNAPSHOT_RECORD=1 swift test --filter \
    \(testName(fileID: location.fileID)) (or SNAPSHOT_RECORD=1 Scripts/test.sh PACKAGE).
    """,
    fileID: location.fileID, filePath: location.filePath, line: line, column: column)
}

/// What `swift test --filter` takes to run the file's tests.
private func testName(fileID: String) -> String {
  let file = fileID.split(separator: "/").last.map(String.init) ?? fileID
  return file.hasSuffix(".swift") ? String(file.dropLast(6)) : file
}

enum SnapshotText {
  /// Without its last row (the key line) and the blank rows above it.
  static func withoutKeyLine(_ frame: String) -> String {
    var rows = frame.split(separator: "\n", omittingEmptySubsequences: false)
    if !rows.isEmpty { rows.removeLast() }
    while let last = rows.last, last.isEmpty { rows.removeLast() }
    return rows.joined(separator: "\n")
  }
}
