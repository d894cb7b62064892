/// Components one above the other, with `spacing` empty lines between them.
///
/// The cursor of the first child that shows one becomes the stack's cursor.
///
/// ```swift
/// VStack(spacing: 1) {
///   Text("Welcome back")
///   ButtonView(title: "Continue", isFocused: true)
/// }
/// ```
public struct VStack: Component {
  /// The children, top to bottom.
  public var children: [any Component]
  /// Empty lines between two children.
  public var spacing: Int

  /// Creates a stack of `children`.
  ///
  /// - Parameters:
  ///   - spacing: Empty lines between two children; none by default.
  ///   - children: The children, top to bottom.
  public init(spacing: Int = 0, _ children: [any Component]) {
    self.children = children
    self.spacing = max(spacing, 0)
  }

  /// Creates a stack of the components the closure lists.
  ///
  /// - Parameters:
  ///   - spacing: Empty lines between two children; none by default.
  ///   - content: The children, top to bottom.
  public init(spacing: Int = 0, @ComponentBuilder _ content: () -> [any Component]) {
    self.init(spacing: spacing, content())
  }

  /// The children's lines one after the other.
  public func render(width: Int) -> Block {
    var lines: [Line] = []
    var cursor: Cursor?
    for (index, child) in children.enumerated() {
      if index > 0 { lines += Array(repeating: Line.empty, count: spacing) }
      let block = child.render(width: width)
      cursor = cursor ?? block.offset(rows: lines.count, columns: 0)
      lines += block.lines
    }
    return Block(lines, cursor: cursor)
  }
}
