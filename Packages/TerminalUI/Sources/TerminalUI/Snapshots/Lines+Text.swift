extension Array where Element == Line {
  /// Styles dropped, trailing spaces trimmed from each line, lines joined with "\n" (no
  /// newline after the last): for a snapshot test to compare with a multi-line string literal.
  public var text: String {
    map { String($0.plain.reversed().drop { $0 == " " }.reversed()) }.joined(separator: "\n")
  }
}
