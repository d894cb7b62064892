/// A piece of a screen that draws itself as lines of a given width: a title bar, a text
/// field, a stack of other components.
///
/// Components are values built from state and rendered top-down; ``VStack`` and ``HStack``
/// place their children's blocks and carry a text field's cursor to where it lands.
///
/// ```swift
/// let screen = VStack {
///   TitleBar(title: "Log in")
///   TextFieldView(label: "Username", field: state.username, isFocused: true)
///   ButtonView(title: "Log in", isFocused: false)
/// }
/// let block = screen.render(width: 40)
/// ```
public protocol Component: Sendable {
  /// Draws the component in `width` cells: every line at most `width` cells wide.
  ///
  /// - Parameter width: The cells available on each line; components treat a width below
  ///   1 as 1.
  /// - Returns: The lines, and where the cursor stands if the component shows one.
  func render(width: Int) -> Block
}

extension Component {
  /// The lines the component draws in `width` cells, without the cursor.
  public func lines(width: Int) -> [Line] {
    render(width: width).lines
  }
}

extension Line: Component {
  /// The line, truncated with "…" when it is wider than `width`.
  public func render(width: Int) -> Block {
    Block([truncated(to: max(width, 1))])
  }
}
