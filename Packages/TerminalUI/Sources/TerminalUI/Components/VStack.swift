/// The cursor of the first child that shows one becomes the stack's cursor.
public struct VStack: Component {
  public var children: [any Component]
  public var spacing: Int

  public init(spacing: Int = 0, _ children: [any Component]) {
    self.children = children
    self.spacing = max(spacing, 0)
  }

  public init(spacing: Int = 0, @ComponentBuilder _ content: () -> [any Component]) {
    self.init(spacing: spacing, content())
  }

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
