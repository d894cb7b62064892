/// A button: `[ Log in ]` in inverse when it has the focus, `  Log in  ` when not, dim when
/// disabled.
///
/// The brackets show the focus without colours; both forms take the same width, so moving
/// the focus does not shift the screen.
///
/// ```swift
/// HStack(spacing: 1, [
///   .init(ButtonView(title: "Log in", isFocused: true)),
///   .init(ButtonView(title: "Cancel", isFocused: false)),
/// ])
/// // [ Log in ]   Cancel
/// ```
public struct ButtonView: Component {
  /// The button's text.
  public var title: String
  /// Whether the button has the focus.
  public var isFocused: Bool
  /// Whether the button cannot be pressed now (shown dim, never inverse).
  public var isDisabled: Bool

  /// Creates a button.
  ///
  /// - Parameters:
  ///   - title: The button's text.
  ///   - isFocused: Whether it has the focus.
  ///   - isDisabled: Whether it cannot be pressed now; `false` by default.
  public init(title: String, isFocused: Bool, isDisabled: Bool = false) {
    self.title = title
    self.isFocused = isFocused
    self.isDisabled = isDisabled
  }

  /// The button as one styled line, not truncated.
  public var line: Line {
    // A disabled button is in parentheses as well as dim, so it reads as unavailable
    // without colours too.
    let text = isFocused ? "[ \(title) ]" : isDisabled ? " (\(title)) " : "  \(title)  "
    let style: Style =
      isDisabled ? .dim : (isFocused ? Style(isBold: true, isInverse: true) : .plain)
    return Line(text, style: style)
  }

  /// The button, truncated to the width.
  public func render(width: Int) -> Block {
    line.render(width: width)
  }
}
