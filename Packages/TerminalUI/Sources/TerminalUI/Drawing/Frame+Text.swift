extension Frame {
  /// The frame as plain text for a snapshot test: every row's text without styles, trailing
  /// spaces trimmed, rows joined with "\n" (empty rows at the bottom included). See
  /// ``Swift/Array/text`` for how tests compare it.
  public var text: String { lines.text }
}
