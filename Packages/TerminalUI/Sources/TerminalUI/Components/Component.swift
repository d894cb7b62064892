/// Components are values built from state and rendered top-down; ``VStack`` and ``HStack``
/// place their children's blocks and carry a text field's cursor to where it lands.
public protocol Component: Sendable {
  /// Every line at most `width` cells wide; components treat a width below 1 as 1.
  func render(width: Int) -> Block
}

extension Component {
  public func lines(width: Int) -> [Line] {
    render(width: width).lines
  }
}

extension Line: Component {
  /// Truncated with "…" when it is wider than `width`.
  public func render(width: Int) -> Block {
    Block([truncated(to: max(width, 1))])
  }
}
