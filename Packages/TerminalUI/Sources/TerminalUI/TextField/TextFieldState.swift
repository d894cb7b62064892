/// The editing model of a one-line text field: its text and a cursor, moved and edited the
/// way a terminal user expects.
///
/// The cursor counts `Character`s (grapheme clusters), so it never stands inside an emoji
/// or between a letter and its accent; editing works on whole characters. Keep one in a
/// feature's state and change it from the reducer:
///
/// ```swift
/// var field = TextFieldState()
/// field.insert("alice")   // "alice|"
/// field.moveToStart()     // "|alice"
/// field.deleteForward()   // "|lice"
/// field.moveToEnd()
/// field.deleteBackward()  // "lic|"
/// ```
public struct TextFieldState: Hashable, Sendable {
  /// The text; setting it keeps the cursor inside it.
  public var text: String {
    didSet { cursor = min(cursor, text.count) }
  }

  /// Where the cursor stands, in characters from the start: 0 before the first character,
  /// `text.count` after the last. Setting it clamps it to that range.
  public var cursor: Int {
    didSet { cursor = min(max(cursor, 0), text.count) }
  }

  /// Creates a field holding `text`, with the cursor at `cursor` (clamped to the text) or at
  /// the end.
  ///
  /// - Parameters:
  ///   - text: The text; empty by default.
  ///   - cursor: The cursor, in characters; `nil` puts it after the last character.
  public init(text: String = "", cursor: Int? = nil) {
    self.text = text
    self.cursor = min(max(cursor ?? text.count, 0), text.count)
  }

  /// Inserts `string` at the cursor and moves the cursor after it: one typed key or a whole
  /// paste. Newlines and other control characters are dropped (the field has one line).
  ///
  /// What is inserted may join the character before the cursor: a combining accent typed
  /// after "e" makes one character "é", and the cursor stays after it.
  public mutating func insert(_ string: String) {
    let accepted = string.filter { !$0.isControl }
    guard !accepted.isEmpty else { return }
    let split = text.index(text.startIndex, offsetBy: cursor)
    let head = String(text[..<split]) + accepted
    let tail = text[split...]
    text = head + tail
    cursor = head.count
  }

  /// Deletes the character before the cursor (Backspace); nothing at the start.
  public mutating func deleteBackward() {
    guard cursor > 0 else { return }
    let end = text.index(text.startIndex, offsetBy: cursor)
    let start = text.index(before: end)
    text.removeSubrange(start..<end)
    cursor = text[..<start].count
  }

  /// Deletes the character after the cursor (Delete); nothing at the end.
  public mutating func deleteForward() {
    guard cursor < text.count else { return }
    let start = text.index(text.startIndex, offsetBy: cursor)
    text.remove(at: start)
  }

  /// Moves the cursor one character left (Left arrow); nothing at the start.
  public mutating func moveLeft() { cursor -= 1 }

  /// Moves the cursor one character right (Right arrow); nothing at the end.
  public mutating func moveRight() { cursor += 1 }

  /// Moves the cursor before the first character (Home).
  public mutating func moveToStart() { cursor = 0 }

  /// Moves the cursor after the last character (End).
  public mutating func moveToEnd() { cursor = text.count }

  /// Deletes everything before the cursor (Control-U).
  public mutating func deleteToStart() {
    text.removeSubrange(..<text.index(text.startIndex, offsetBy: cursor))
    cursor = 0
  }

  /// Deletes everything after the cursor (Control-K).
  public mutating func deleteToEnd() {
    text.removeSubrange(text.index(text.startIndex, offsetBy: cursor)...)
  }

  /// Deletes the word before the cursor and the spaces after it (Control-W), as a shell
  /// does: "log in|" becomes "log |".
  public mutating func deleteWordBackward() {
    let end = text.index(text.startIndex, offsetBy: cursor)
    var start = end
    while start > text.startIndex, text[text.index(before: start)].isWhitespace {
      start = text.index(before: start)
    }
    while start > text.startIndex, !text[text.index(before: start)].isWhitespace {
      start = text.index(before: start)
    }
    text.removeSubrange(start..<end)
    cursor = text[..<start].count
  }
}

extension Character {
  /// Whether the character is a control (newline, tab, escape), which a field never holds.
  fileprivate var isControl: Bool {
    unicodeScalars.first?.properties.generalCategory == .control
  }
}
