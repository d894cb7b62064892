extension StringProtocol {
  /// How many terminal cells the text takes on one line: the sum of its characters'
  /// ``Swift/Character/terminalWidth``.
  ///
  /// ```swift
  /// "abc".terminalWidth      // 3
  /// "日本語".terminalWidth     // 6
  /// "👨‍👩‍👧".terminalWidth  // 2 (one character)
  /// "".terminalWidth         // 0
  /// ```
  public var terminalWidth: Int {
    var width = 0
    for character in self { width += character.terminalWidth }
    return width
  }
}
