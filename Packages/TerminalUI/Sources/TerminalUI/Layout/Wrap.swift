/// - Words wrap at spaces; the spaces where a line breaks are dropped, and so are spaces at
///   the end of a line. Spaces at the start of a paragraph (indentation) are kept.
/// - A word longer than a line is broken between characters, never inside one: combining
///   marks stay with their base, and a wide character counts two cells.
/// - A newline (`"\n"`, `"\r\n"` or `"\r"`) ends a line; an empty paragraph gives an empty
///   line, so `"a\n\nb"` is three lines.
/// - A width below 1 is treated as 1. A character wider than the width (a wide character at
///   width 1) gets a line of its own: the one case where a line is wider than `width`.
/// - An empty text gives one empty line.
public func wrap(_ text: Line, width: Int) -> [Line] {
  var wrapper = LineWrapper(width: max(width, 1))
  for styled in text.styledCharacters {
    if styled.character.isNewline {
      wrapper.endParagraph()
    } else {
      wrapper.add(styled)
    }
  }
  wrapper.endParagraph()
  return wrapper.lines
}

/// See ``wrap(_:width:)-(Line,_)``.
public func wrap(_ text: String, width: Int, style: Style = .plain) -> [Line] {
  wrap(Line(text, style: style), width: width)
}

private struct LineWrapper {
  let width: Int
  var lines: [Line] = []
  var current: [StyledCharacter] = []
  var currentWidth = 0
  /// The word being read, and the spaces read before it.
  var word: [StyledCharacter] = []
  var spaces: [StyledCharacter] = []
  /// So the paragraph's leading spaces are indentation.
  var isParagraphStart = true

  init(width: Int) { self.width = width }

  mutating func add(_ styled: StyledCharacter) {
    if styled.character == " " {
      if isParagraphStart && current.isEmpty && word.allSatisfy({ $0.character == " " }) {
        word.append(styled)
      } else {
        placeWord()
        spaces.append(styled)
      }
    } else {
      word.append(styled)
    }
  }

  mutating func endParagraph() {
    placeWord()
    emitLine()
    isParagraphStart = true
  }

  /// On the current line, or on the next one if it does not fit, broken between characters
  /// when it is longer than a line.
  private mutating func placeWord() {
    guard !word.isEmpty else { return }
    let wordWidth = word.reduce(0) { $0 + $1.width }
    let spacesWidth = spaces.count
    if !current.isEmpty {
      if currentWidth + spacesWidth + wordWidth <= width {
        current += spaces
        currentWidth += spacesWidth
      } else {
        emitLine()
      }
    }
    spaces = []
    for styled in word {
      if currentWidth + styled.width > width && !current.isEmpty { emitLine() }
      current.append(styled)
      currentWidth += styled.width
    }
    word = []
    isParagraphStart = false
  }

  private mutating func emitLine() {
    while current.last?.character == " " { current.removeLast() }
    lines.append(Line(styledCharacters: current))
    current = []
    currentWidth = 0
    spaces = []
  }
}
