import Effects

extension Screen {
  /// The screen drawn at `size` as plain text, one line per row with trailing spaces
  /// trimmed: what a snapshot test compares with a multi-line string literal.
  ///
  /// ```swift
  /// expectNoDifference(
  ///   LoginView.screen(.drawing(state)).snapshot(size: TerminalSize(rows: 6, columns: 30), focus: "password"),
  ///   """
  ///   Log in
  ///   …
  ///   """)
  /// ```
  ///
  /// - Parameters:
  ///   - size: The terminal's size.
  ///   - focus: The id of the control to focus; the first control when `nil`.
  ///   - spinnerFrame: Which glyph spinners show.
  public func snapshot(size: TerminalSize, focus: String? = nil, spinnerFrame: Int = 0) -> String {
    var interaction = Interaction()
    if let focus {
      interaction.focus(focus, on: self)
    } else {
      interaction.sync(with: self)
    }
    return ScreenRenderer.frame(
      for: self, interaction: interaction, size: size, spinnerFrame: spinnerFrame
    ).text
  }
}
