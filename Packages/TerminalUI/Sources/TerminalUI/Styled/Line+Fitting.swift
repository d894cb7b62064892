extension Line {
  /// The line with plain spaces added at the end until it is `width` cells wide; unchanged
  /// when it is already that wide or wider.
  ///
  /// ```swift
  /// Line("ab").padded(to: 4).plain  // "ab  "
  /// ```
  public func padded(to width: Int) -> Line {
    let missing = width - self.width
    guard missing > 0 else { return self }
    return self + Line(String(repeating: " ", count: missing))
  }

  /// The line cut to at most `width` cells, ending with `ellipsis` when something was cut.
  ///
  /// A wide character is never split: one that would straddle the edge is left out and its
  /// cell becomes a space, so a cut line is exactly `width` cells wide. The ellipsis takes
  /// the style of the character it replaces. A width below 1 gives an empty line.
  ///
  /// ```swift
  /// Line("Hello, world").truncated(to: 8).plain         // "Hello,… "
  /// Line("ab漢字").truncated(to: 4).plain                // "ab… "
  /// Line("Hello").truncated(to: 3, ellipsis: "").plain  // "Hel"
  /// ```
  ///
  /// - Parameters:
  ///   - width: The most cells the result may take.
  ///   - ellipsis: What marks the cut; `""` to clip without a mark.
  public func truncated(to width: Int, ellipsis: String = "…") -> Line {
    guard width > 0 else { return .empty }
    guard self.width > width else { return self }
    let characters = styledCharacters
    let mark = ellipsis.terminalWidth <= width ? ellipsis : ""
    let room = width - mark.terminalWidth
    var kept: [StyledCharacter] = []
    var used = 0
    for styled in characters {
      guard used + styled.width <= room else { break }
      kept.append(styled)
      used += styled.width
    }
    let markStyle = characters[kept.count].style
    // "…of the chambers …" reads as a gap: the ellipsis follows the last visible word.
    while !mark.isEmpty, kept.last?.character == " " { kept.removeLast() }
    var line = Line(styledCharacters: kept) + Line(mark, style: markStyle)
    line = line.padded(to: width)
    return line
  }
}
