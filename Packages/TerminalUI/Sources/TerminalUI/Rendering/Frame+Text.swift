extension Frame {
  /// Every row's text without styles, trailing spaces trimmed, rows joined with "\n" (empty
  /// rows at the bottom included).
  public var text: String { lines.text }
}
