/// When the width is short, the trailing text goes first, then the title is truncated.
public struct TitleBar: Component {
  public var title: String
  /// `nil` at a root screen.
  public var backHint: String?
  public var trailing: String?

  public init(title: String, backHint: String? = nil, trailing: String? = nil) {
    self.title = title
    self.backHint = backHint
    self.trailing = trailing
  }

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
