import AppCommand
import Effects
import Foundation

/// The file a recording is written to, one line at a time as things happen, from any task:
/// the screen's inputs and frames, the clients' answers and the root store's actions.
public final class SessionLog: Sendable {
  private struct State {
    var handle: FileHandle
    var calls: [String: Int] = [:]
  }

  private let state: LockIsolated<State>
  private let start = ContinuousClock.now

  /// Creates (or empties) the file at `path` and writes the header and the data directory's
  /// `files` as they are now.
  public init(path: String, files: [String: String]) throws {
    let url = URL(fileURLWithPath: path)
    guard FileManager.default.createFile(atPath: url.path, contents: nil) else {
      throw RecordingFileError(
        "cannot create \(path) (does its folder exist, and may it be written?)")
    }
    state = LockIsolated(State(handle: try FileHandle(forWritingTo: url)))
    var header = RecordingLine(kind: .header)
    header.format = Recording.format
    header.version = Recording.version
    header.app = Usage.version
    header.masking = Recording.masking
    write(header)
    for (name, contents) in files.sorted(by: { $0.key < $1.key }) {
      var line = RecordingLine(kind: .file)
      line.name = name
      line.contents = contents
      write(line)
    }
  }

  /// Milliseconds since the recording started.
  var ms: Int {
    let elapsed = ContinuousClock.now - start
    return Int(
      elapsed.components.seconds * 1000 + elapsed.components.attoseconds / 1_000_000_000_000_000)
  }

  /// The number of `client`'s next call, counted from 0.
  func nextCall(of client: String) -> Int {
    state.withValue { state in
      defer { state.calls[client, default: 0] += 1 }
      return state.calls[client, default: 0]
    }
  }

  /// Records an action the root store received, with its state diff, passwords masked.
  public func action(_ text: String) {
    var line = RecordingLine(kind: .action, ms: ms)
    line.text = Self.maskingPasswords(in: text)
    write(line)
  }

  /// `text` with every string that follows the word "password" on its line (a state's
  /// `password: "…"`, a binding's `\State.password, "…"`) written as one '•' per character.
  static func maskingPasswords(in text: String) -> String {
    let pattern = #/(?i)(password[^"\n]*?)"((?:[^"\\]|\\.)*)"/#
    return text.replacing(pattern) { match in
      "\(match.output.1)\"\(String(repeating: "•", count: match.output.2.count))\""
    }
  }

  func write(_ line: RecordingLine) {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    guard let data = try? encoder.encode(line) else { return }
    state.withValue { state in
      state.handle.write(data + Data("\n".utf8))
    }
  }
}

/// Why a recording file cannot be written or read, in words.
public struct RecordingFileError: Error, CustomStringConvertible {
  public let description: String
  public init(_ description: String) { self.description = description }
}
