/// The top line of a screen: an optional back hint, the title in bold, and an optional
/// extra on the right.
///
/// ```swift
/// TitleBar(title: "Fact for 2", backHint: "Esc back", trailing: "alice")
/// // ← Esc back  Fact for 2                  alice
/// ```
///
/// When the width is short, the extra goes first, then the title is truncated.
public struct TitleBar: Component {
  /// The screen's title.
  public var title: String
  /// How to go back, such as "Esc back"; `nil` at a root screen.
  public var backHint: String?
  /// Shown at the right edge, such as the user's name; `nil` for nothing.
  public var trailing: String?

  /// Creates a title bar.
  ///
  /// - Parameters:
  ///   - title: The screen's title.
  ///   - backHint: How to go back, such as "Esc back"; `nil` (the default) for none.
  ///   - trailing: Shown at the right edge; `nil` (the default) for nothing.
  public init(title: String, backHint: String? = nil, trailing: String? = nil) {
    self.title = title
    self.backHint = backHint
    self.trailing = trailing
  }

  /// One line: hint, title, and the extra right-aligned when it fits.
  public func render(width: Int) -> Block {
    let width = max(width, 1)
    var left = Line.empty
    if let backHint { left += Line("← \(backHint)", style: .dim) + "  " }
    left += Line(title, style: .bold)
    if let trailing {
      let right = Line(trailing, style: .dim)
      if left.width + 2 + right.width <= width {
        return Block([left.padded(to: width - right.width) + right])
      }
    }
    return Block([left.truncated(to: width)])
  }
}
