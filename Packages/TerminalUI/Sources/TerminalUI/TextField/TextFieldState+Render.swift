extension TextFieldState {
  /// What the field shows in `width` cells, and in which of those cells the cursor stands.
  ///
  /// - When the text (and the cursor after it) fits, it is shown from its start.
  /// - When it does not, the field scrolls horizontally so that the cursor stays visible,
  ///   showing as much of the text before the cursor as fits; a wide character that does
  ///   not fit at the right edge becomes a space.
  /// - A secure field shows one "•" per character, so a password's length is seen and its
  ///   characters are not.
  /// - Without the focus there is no cursor: the text is shown from its start, truncated
  ///   with "…".
  ///
  /// ```swift
  /// let field = TextFieldState(text: "correct horse", cursor: 13)
  /// field.render(width: 8, isSecure: false, isFocused: true)
  /// // (line: "t horse", cursorColumn: 7)
  /// field.render(width: 8, isSecure: true, isFocused: false)
  /// // (line: "•••••••…", cursorColumn: nil)
  /// ```
  ///
  /// - Parameters:
  ///   - width: The cells the field has; below 1 is treated as 1.
  ///   - isSecure: Whether to show bullets instead of the characters.
  ///   - isFocused: Whether the field has the focus (and so a cursor).
  /// - Returns: The plain line to draw (at most `width` cells), and the cursor's column in
  ///   it, counted in cells from 0, or `nil` without the focus.
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
