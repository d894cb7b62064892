/// The list holds no scroll position of its own: it shows the first items until the
/// selection passes the bottom, then keeps the selection on the last line.
public struct ListView: Component {
  public var items: [Line]
  public var selection: Int?
  /// `nil` shows every item.
  public var height: Int?

  public init(items: [Line], selection: Int?, height: Int? = nil) {
    self.items = items
    self.selection = selection
    self.height = height
  }

  public static let marker = "›"

  public func render(width: Int) -> Block {
    let visible = max(min(height ?? items.count, items.count), 0)
    var first = 0
    if let selection, selection >= visible {
      first = min(selection - visible + 1, items.count - visible)
    }
    let lines = items.indices.dropFirst(first).prefix(visible).map { index in
      let isSelected = index == selection
      let line = Line(isSelected ? "\(Self.marker) " : "  ") + items[index]
      return (isSelected ? line.adding(.bold) : line).truncated(to: max(width, 1))
    }
    return Block(lines)
  }
}
