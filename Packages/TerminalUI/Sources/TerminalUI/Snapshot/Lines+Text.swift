extension Array where Element == Line {
  /// The lines as plain text for a snapshot test: styles dropped, trailing spaces trimmed
  /// from each line, lines joined with "\n" (no newline after the last).
  ///
  /// Compare it with a multi-line string literal; Core's `expectNoDifference` shows a
  /// mismatch as a line diff:
  ///
  /// ```swift
  /// expectNoDifference(
  ///   ListView(items: ["Counter", "Profile"], selection: 1).lines(width: 20).text,
  ///   """
  ///     Counter
  ///   › Profile
  ///   """
  /// )
  /// ```
  public var text: String {
    map { String($0.plain.reversed().drop { $0 == " " }.reversed()) }.joined(separator: "\n")
  }
}
