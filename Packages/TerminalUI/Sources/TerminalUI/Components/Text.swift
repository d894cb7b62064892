/// Wraps to the width, or is truncated to one line per paragraph.
public struct Text: Component {
  public enum Overflow: Hashable, Sendable {
    case wrap
    case truncate
  }

  /// Newlines separate paragraphs.
  public var content: Line
  public var overflow: Overflow

  public init(_ content: Line, overflow: Overflow = .wrap) {
    self.content = content
    self.overflow = overflow
  }

  public init(_ string: String, style: Style = .plain, overflow: Overflow = .wrap) {
    self.init(Line(string, style: style), overflow: overflow)
  }

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
