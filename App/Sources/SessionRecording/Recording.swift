import AppCommand
import Effects
import Foundation
import TerminalUI

/// A recorded session of the app, read back from its file: what `App --replay` and the replay
/// tests run. See ``RecordingLine`` for the format, and ``SessionRecorder`` for how one is
/// written.
public struct Recording: Equatable, Sendable {
  /// What the first line says the file is.
  static let format = "modular-tca session recording"
  /// The format's version; a file of another version is refused.
  static let version = 1
  /// How passwords are kept, as the header says it.
  static let masking =
    "characters typed into a password field are recorded as '•', one per character, and so is"
    + " every string after the word 'password' in the actions and state changes; a replay"
    + " types the bullets back, and the recorded login answer stands in for checking them"

  /// The data directory's files when the session started, by name.
  public var files: [String: String] = [:]
  /// Each input, with the frame on screen when it came, then the end with the last frame.
  public var steps: [ScreenReplay.Step] = []
  /// The recorded answers of each client, by client name, in the order of their calls.
  var answers: [String: [Int: RecordingLine]] = [:]
  /// The actions the root store received, with their state diffs, and when.
  public var actions: [RecordedAction] = []

  /// An action the root store received, with its state diff, and when.
  public struct RecordedAction: Equatable, Sendable {
    public var time: Duration
    public var text: String
  }

  /// Why a file is not a recording this app can replay, naming the line at fault.
  public struct ReadError: Error, Equatable, CustomStringConvertible {
    public var line: Int
    public var reason: String
    public var description: String { "line \(line): \(reason)" }

    public init(line: Int, reason: String) {
      self.line = line
      self.reason = reason
    }
  }

  /// Reads a recording from the text of its file.
  ///
  /// - Throws: ``ReadError`` for a file that is not a recording, one of another format
  ///   version or app version, a line that is not one of its entries (edited), or a file
  ///   without its last line (cut short).
  public init(text: String) throws(ReadError) {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let decoder = JSONDecoder()
    var sawHeader = false
    var ended = false
    for (index, raw) in lines.enumerated() {
      let number = index + 1
      if raw.isEmpty && index == lines.count - 1 { break }
      if ended { throw ReadError(line: number, reason: "text after the end of the recording") }
      let line: RecordingLine
      do {
        line = try decoder.decode(RecordingLine.self, from: Data(raw.utf8))
      } catch {
        throw ReadError(
          line: number,
          reason: sawHeader
            ? "not a line of a recording (was the file edited or cut short?)"
            : "not a session recording of this app (its first line is not the header)")
      }
      if !sawHeader {
        try Self.checkHeader(line, line: number)
        sawHeader = true
        continue
      }
      try add(line, number: number, ended: &ended)
    }
    guard sawHeader else { throw ReadError(line: 1, reason: "the file is empty") }
    guard ended else {
      throw ReadError(
        line: lines.last?.isEmpty == true ? lines.count - 1 : lines.count,
        reason: "the recording stops before its end line (cut short, or the app was killed)")
    }
  }

  private static func checkHeader(_ line: RecordingLine, line number: Int) throws(ReadError) {
    guard line.kind == .header, line.format == format else {
      throw ReadError(line: number, reason: "not a session recording of this app")
    }
    guard line.version == version else {
      throw ReadError(
        line: number,
        reason: "a recording of format version \(line.version ?? 0); this app reads version"
          + " \(version)")
    }
    guard line.app == Usage.version else {
      throw ReadError(
        line: number,
        reason: "recorded by App \(line.app ?? "?"); this is App \(Usage.version), whose"
          + " screens may differ: record the session again")
    }
  }

  private mutating func add(
    _ line: RecordingLine, number: Int, ended: inout Bool
  ) throws(ReadError) {
    func need<T>(_ value: T?, _ field: String) throws(ReadError) -> T {
      guard let value else {
        throw ReadError(line: number, reason: "a \(line.kind.rawValue) line without its \(field)")
      }
      return value
    }
    switch line.kind {
    case .header:
      throw ReadError(line: number, reason: "a second header")
    case .file:
      files[try need(line.name, "name")] = try need(line.contents, "contents")
    case .input:
      let script = try need(line.input, "input")
      let input: ScriptedInput?
      do { input = try ScriptedInput.parse(script) } catch {
        throw ReadError(line: number, reason: "\(error)")
      }
      guard let input else { throw ReadError(line: number, reason: "an empty input") }
      steps.append(
        ScreenReplay.Step(
          time: .milliseconds(try need(line.ms, "ms")), input: input,
          seen: line.frame.map(Self.seen)))
    case .answer:
      let client = try need(line.client, "client")
      guard ["fact", "login", "calculate"].contains(client) else {
        throw ReadError(line: number, reason: "an answer of an unknown client '\(client)'")
      }
      answers[client, default: [:]][try need(line.call, "call")] = line
    case .action:
      actions.append(
        RecordedAction(
          time: .milliseconds(try need(line.ms, "ms")), text: try need(line.text, "text")))
    case .end:
      steps.append(
        ScreenReplay.Step(
          time: .milliseconds(try need(line.ms, "ms")), input: nil,
          seen: Self.seen(try need(line.frame, "frame"))))
      ended = true
    }
  }

  private static func seen(_ frame: RecordingLine.RecordedFrame) -> ScreenReplay.Seen {
    ScreenReplay.Seen(
      text: frame.text, size: TerminalSize(rows: frame.rows, columns: frame.columns),
      spinnerFrame: frame.spinner)
  }
}

extension Duration {
  /// The duration in seconds to the millisecond, such as `4.998 s`: how a replay's report and
  /// the step viewer say when a step came.
  var secondsText: String {
    String(
      format: "%.3f s",
      Double(components.seconds) + Double(components.attoseconds) / 1e18)
  }
}
