import Effects

extension Screen {
  /// One line per row with trailing spaces trimmed: what a snapshot test compares with a
  /// multi-line string literal. `focus` is the id of the control to focus; the first control
  /// when `nil`.
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
