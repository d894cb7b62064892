public struct KeyHints: Component {
  public var hints: [KeyHint]

  public init(_ hints: [KeyHint]) {
    self.hints = hints
  }

  /// Not truncated.
  public var line: Line {
    var line = Line.empty
    for (index, hint) in hints.enumerated() {
      if index > 0 { line += "  " }
      line += Line(hint.key, style: .bold) + Line(" \(hint.action)", style: .dim)
    }
    return line
  }

  public func render(width: Int) -> Block {
    line.render(width: width)
  }
}
