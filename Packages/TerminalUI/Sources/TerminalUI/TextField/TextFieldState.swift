/// The cursor counts `Character`s (grapheme clusters), so it never stands inside an emoji or
/// between a letter and its accent; editing works on whole characters.
public struct TextFieldState: Hashable, Sendable {
  /// Setting it keeps the cursor inside it.
  public var text: String {
    didSet { cursor = min(cursor, text.count) }
  }

  /// In characters from the start: 0 before the first character, `text.count` after the
  /// last. Setting it clamps it to that range.
  public var cursor: Int {
    didSet { cursor = min(max(cursor, 0), text.count) }
  }

  /// `cursor` is clamped to the text; `nil` puts it after the last character.
  public init(text: String = "", cursor: Int? = nil) {
    self.text = text
    self.cursor = min(max(cursor ?? text.count, 0), text.count)
  }

  /// Moves the cursor after `string`: one typed key or a whole paste. Newlines and other
  /// control characters are dropped (the field has one line).
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

  /// Backspace; nothing at the start.
  public mutating func deleteBackward() {
    guard cursor > 0 else { return }
    let end = text.index(text.startIndex, offsetBy: cursor)
    let start = text.index(before: end)
    text.removeSubrange(start..<end)
    cursor = text[..<start].count
  }

  /// Delete; nothing at the end.
  public mutating func deleteForward() {
    guard cursor < text.count else { return }
    let start = text.index(text.startIndex, offsetBy: cursor)
    text.remove(at: start)
  }

  public mutating func moveLeft() { cursor -= 1 }

  public mutating func moveRight() { cursor += 1 }

  public mutating func moveToStart() { cursor = 0 }

  public mutating func moveToEnd() { cursor = text.count }

  /// Control-U.
  public mutating func deleteToStart() {
    text.removeSubrange(..<text.index(text.startIndex, offsetBy: cursor))
    cursor = 0
  }

  /// Control-K.
  public mutating func deleteToEnd() {
    text.removeSubrange(text.index(text.startIndex, offsetBy: cursor)...)
  }

  /// Control-W, as a shell does: "log in|" becomes "log |".
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
  /// A field never holds one.
  fileprivate var isControl: Bool {
    unicodeScalars.first?.properties.generalCategory == .control
  }
}
