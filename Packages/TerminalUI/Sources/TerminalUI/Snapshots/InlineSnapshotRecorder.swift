import Effects
import Foundation

/// Writes recorded snapshots into the multi-line string literals of test files
/// (`SNAPSHOT_RECORD=1`, see ``expectSnapshot(of:size:focus:spinnerFrame:matches:fileID:filePath:line:column:)``).
///
/// Tests run in parallel, and a recording that changes a literal's length moves every line
/// below it; so the recorder remembers, per file, how many lines each recording added at
/// which line, and finds the literal of a later call (known by its line in the file as it
/// was compiled) where it now is.
final class InlineSnapshotRecorder: Sendable {
  static let shared = InlineSnapshotRecorder()

  /// Per file: the compiled line of each rewritten literal, and the lines the rewrite added.
  private let shifts = LockIsolated<[String: [(line: Int, delta: Int)]]>([:])

  /// `line` is as compiled.
  func record(_ text: String, in path: String, at line: Int) throws {
    try shifts.withValue { shifts in
      let shift = shifts[path, default: []].filter { $0.line < line }.reduce(0) { $0 + $1.delta }
      let source = try String(contentsOfFile: path, encoding: .utf8)
      let (rewritten, delta) = try InlineSnapshotLiteral.replacing(
        in: source, atOrAfterLine: line + shift, with: text)
      try rewritten.write(toFile: path, atomically: true, encoding: .utf8)
      shifts[path, default: []].append((line, delta))
    }
  }
}

enum InlineSnapshotLiteral {
  struct NotFound: Error, CustomStringConvertible {
    let line: Int
    var description: String { "no multi-line string literal (\"\"\") at or after line \(line)" }
  }

  /// Recording would replace an interpolation (such as TabBar's `\(tabRow(0))`, which keeps
  /// its snapshots true whatever tabs exist) by the text it made this time.
  struct HasInterpolation: Error, CustomStringConvertible {
    let line: Int
    var description: String {
      "the literal at line \(line) has an interpolation, which recording would lose; update it"
        + " by hand from the failure's diff"
    }
  }

  /// The contents of the first `"""` literal that opens at or after `line` (1-based) become
  /// `text`, indented like its closing `"""`; returns how many lines longer the source
  /// became. A literal with an interpolation is refused.
  static func replacing(
    in source: String, atOrAfterLine line: Int, with text: String
  ) throws -> (String, Int) {
    var lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard
      let open = lines.indices.first(where: { $0 >= line - 1 && lines[$0].hasSuffix("\"\"\"") }),
      let close = lines.indices.first(where: { $0 > open && isClosing(lines[$0]) })
    else { throw NotFound(line: line) }
    guard !lines[(open + 1)..<close].contains(where: { $0.contains("\\(") }) else {
      throw HasInterpolation(line: open + 1)
    }
    let indent = String(lines[close].prefix { $0 == " " })
    let body = text.split(separator: "\n", omittingEmptySubsequences: false).map {
      $0.isEmpty ? "" : indent + escaped(String($0))
    }
    let delta = body.count - (close - open - 1)
    lines.replaceSubrange((open + 1)..<close, with: body)
    return (lines.joined(separator: "\n"), delta)
  }

  private static func isClosing(_ line: String) -> Bool {
    line.drop { $0 == " " }.hasPrefix("\"\"\"")
  }

  private static func escaped(_ row: String) -> String {
    row.replacingOccurrences(of: "\\", with: "\\\\")
      .replacingOccurrences(of: "\"\"\"", with: "\\\"\"\"")
  }
}
