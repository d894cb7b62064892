/// The brackets show the focus without colours; both forms take the same width, so moving
/// the focus does not shift the screen.
public struct ButtonView: Component {
  public var title: String
  public var isFocused: Bool
  /// Shown dim, never inverse.
  public var isDisabled: Bool

  public init(title: String, isFocused: Bool, isDisabled: Bool = false) {
    self.title = title
    self.isFocused = isFocused
    self.isDisabled = isDisabled
  }

  /// Not truncated.
  public var line: Line {
    // A disabled button is in parentheses as well as dim, so it reads as unavailable
    // without colours too.
    let text = isFocused ? "[ \(title) ]" : isDisabled ? " (\(title)) " : "  \(title)  "
    let style: Style =
      isDisabled ? .dim : (isFocused ? Style(isBold: true, isInverse: true) : .plain)
    return Line(text, style: style)
  }

  public func render(width: Int) -> Block {
    line.render(width: width)
  }
}
