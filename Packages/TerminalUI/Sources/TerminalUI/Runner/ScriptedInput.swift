import Effects
import Foundation

/// The input the app reads when standard input is not a terminal: one key per line, named as
/// in ``keyNames`` or a single character such as `q` or `2`; `text:alice` (typed at once, as
/// a paste); or `wait` (until nothing on screen is in flight). Blank lines and lines starting
/// with `#` are skipped.
public enum ScriptedInput: Equatable, Sendable {
  case key(KeyEvent)
  case text(String)
  case wait

  /// As `--help` lists them.
  public static let keyNames: [(name: String, key: KeyEvent)] = [
    ("tab", .tab), ("shift-tab", .shiftTab), ("enter", .enter), ("esc", .escape),
    ("up", .up), ("down", .down), ("left", .left), ("right", .right), ("home", .home),
    ("end", .end), ("backspace", .backspace), ("delete", .delete), ("space", .character(" ")),
    ("ctrl-c", .ctrlC), ("ctrl-z", KeyRouter.ctrlZ), ("ctrl-a", .control("a")),
    ("ctrl-e", .control("e")), ("ctrl-u", .control("u")), ("ctrl-k", .control("k")),
    ("ctrl-w", .control("w")), ("page-up", .pageUp), ("page-down", .pageDown),
  ]

  /// What `parse(_:)` reads back as this input, or `nil` for a key a script cannot name (an
  /// unknown escape sequence).
  public var scriptLine: String? {
    switch self {
    case .wait: return "wait"
    case let .text(text): return "text:" + text
    case let .key(key):
      if let named = Self.keyNames.first(where: { $0.key == key }) { return named.name }
      if case let .character(character) = key,
        (try? Self.parse(String(character))) == .key(key)
      {
        return String(character)
      }
      return nil
    }
  }

  public struct ParseError: Error, Equatable, Sendable, CustomStringConvertible {
    public var line: String

    public init(line: String) { self.line = line }
    public var description: String {
      "unknown key \"\(line)\" (use a key name such as tab, shift-tab, enter, esc, up, down, "
        + "left, right, backspace, ctrl-c, a single character, text:WORDS or wait)"
    }
  }

  /// `nil` for a blank line or a comment.
  public static func parse(_ line: String) throws(ParseError) -> ScriptedInput? {
    if line.hasPrefix("text:") { return .text(String(line.dropFirst("text:".count))) }
    let trimmed = line.trimmingCharacters(in: .whitespaces)
    if trimmed.isEmpty || trimmed.hasPrefix("#") { return nil }
    if trimmed == "wait" { return .wait }
    if let named = keyNames.first(where: { $0.name == trimmed.lowercased() }) {
      return .key(named.key)
    }
    if trimmed.count == 1, let character = trimmed.first { return .key(.character(character)) }
    throw ParseError(line: line)
  }
}
