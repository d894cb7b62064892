/// The bottom line that lists the keys that apply on this screen:
/// `Tab next  Enter select  Esc back  q quit`, keys in bold, truncated to the width.
///
/// ```swift
/// KeyHints([KeyHint("Tab", "next"), KeyHint("Enter", "select"), KeyHint("q", "quit")])
/// ```
public struct KeyHints: Component {
  /// The hints, left to right.
  public var hints: [KeyHint]

  /// Creates the line of `hints`.
  public init(_ hints: [KeyHint]) {
    self.hints = hints
  }

  /// The hints as one styled line, not truncated.
  public var line: Line {
    var line = Line.empty
    for (index, hint) in hints.enumerated() {
      if index > 0 { line += "  " }
      line += Line(hint.key, style: .bold) + Line(" \(hint.action)", style: .dim)
    }
    return line
  }

  /// The hints, truncated to the width.
  public func render(width: Int) -> Block {
    line.render(width: width)
  }
}
