extension TextFieldState {
  /// - When the text (and the cursor after it) fits, it is shown from its start.
  /// - When it does not, the field scrolls horizontally so that the cursor stays visible,
  ///   showing as much of the text before the cursor as fits; a wide character that does
  ///   not fit at the right edge becomes a space.
  /// - A secure field shows one "•" per character, so a password's length is seen and its
  ///   characters are not.
  /// - Without the focus there is no cursor: the text is shown from its start, truncated
  ///   with "…".
  ///
  /// The cursor's column is counted in cells from 0. A width below 1 is treated as 1.
  public func render(width: Int, isSecure: Bool, isFocused: Bool) -> (
    line: Line, cursorColumn: Int?
  ) {
    let width = max(width, 1)
    let shown: [Character] = isSecure ? Array(repeating: "•", count: text.count) : Array(text)
    guard isFocused else {
      return (Line(String(shown)).truncated(to: width), nil)
    }
    let widths = shown.map(\.terminalWidth)
    let cursorCellWidth = cursor < shown.count ? max(widths[cursor], 1) : 1
    var start = 0
    var beforeCursor = widths[..<cursor].reduce(0, +)
    while start < cursor && beforeCursor + cursorCellWidth > width {
      beforeCursor -= widths[start]
      start += 1
    }
    let visible = Line(String(shown[start...])).truncated(to: width, ellipsis: "")
    return (visible, beforeCursor)
  }
}
