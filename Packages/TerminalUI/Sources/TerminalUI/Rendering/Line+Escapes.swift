extension Style {
  /// Selects this style after a reset, such as `ESC[1;31m` for bold red; empty for ``plain``.
  public var escapeSequence: String {
    var codes: [Int] = []
    if isBold { codes.append(1) }
    if isDim { codes.append(2) }
    if isUnderlined { codes.append(4) }
    if isInverse { codes.append(7) }
    if let foreground { codes.append(foreground.foregroundCode) }
    guard !codes.isEmpty else { return "" }
    return "\u{1B}[" + codes.map(String.init).joined(separator: ";") + "m"
  }
}

extension Line {
  /// Each styled span between its SGR sequence and a reset (`ESC[0m`), plain spans as they
  /// are; `colors: false` writes the text alone (for `NO_COLOR`, or output that is not a
  /// terminal).
  public func escaped(colors: Bool) -> String {
    guard colors else { return plain }
    var output = ""
    for span in spans {
      let sequence = span.style.escapeSequence
      output += sequence.isEmpty ? span.text : sequence + span.text + "\u{1B}[0m"
    }
    return output
  }
}
