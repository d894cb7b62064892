/// A paragraph of styled text that wraps to the width, or is truncated to one line per
/// paragraph.
///
/// ```swift
/// Text("The number 4 is the number of ...")                // wraps
/// Text("alice@example.com", overflow: .truncate)            // one line, "…" when cut
/// Text(Line("Saved", style: .bold) + Line(" 3 facts"))
/// ```
public struct Text: Component {
  /// What a ``Text`` does with a line longer than the width.
  public enum Overflow: Hashable, Sendable {
    /// Breaks it into several lines with ``wrap(_:width:)-(Line,_)``.
    case wrap
    /// Cuts it to the width, ending with "…".
    case truncate
  }

  /// The text; newlines separate paragraphs.
  public var content: Line
  /// What happens to a line longer than the width.
  public var overflow: Overflow

  /// Creates a text of styled `content`.
  ///
  /// - Parameters:
  ///   - content: The text; newlines separate paragraphs.
  ///   - overflow: Wrap (the default) or truncate long lines.
  public init(_ content: Line, overflow: Overflow = .wrap) {
    self.content = content
    self.overflow = overflow
  }

  /// Creates a text of `string` in one `style`.
  ///
  /// - Parameters:
  ///   - string: The text; newlines separate paragraphs.
  ///   - style: How it looks; plain by default.
  ///   - overflow: Wrap (the default) or truncate long lines.
  public init(_ string: String, style: Style = .plain, overflow: Overflow = .wrap) {
    self.init(Line(string, style: style), overflow: overflow)
  }

  /// The wrapped or truncated lines.
  public func render(width: Int) -> Block {
    let width = max(width, 1)
    switch overflow {
    case .wrap:
      return Block(wrap(content, width: width))
    case .truncate:
      return Block(wrap(content, width: .max).map { $0.truncated(to: width) })
    }
  }
}
