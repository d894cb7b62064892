extension Line {
  /// Unchanged when it is already `width` cells wide or wider.
  public func padded(to width: Int) -> Line {
    let missing = width - self.width
    guard missing > 0 else { return self }
    return self + Line(String(repeating: " ", count: missing))
  }

  /// A wide character is never split: one that would straddle the edge is left out and its
  /// cell becomes a space, so a cut line is exactly `width` cells wide. The ellipsis takes
  /// the style of the character it replaces; `""` clips without a mark. A width below 1
  /// gives an empty line.
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
