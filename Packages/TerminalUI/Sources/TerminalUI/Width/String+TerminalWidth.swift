extension StringProtocol {
  /// On one line: the sum of its characters' ``Swift/Character/terminalWidth``.
  public var terminalWidth: Int {
    var width = 0
    for character in self { width += character.terminalWidth }
    return width
  }
}
