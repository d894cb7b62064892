/// Items one per line, the selected one marked with "›" and bold, scrolled so that the
/// selection stays within `height` lines.
///
/// ```swift
/// ListView(items: ["Counter", "Facts", "Settings"], selection: 1)
/// //   Counter
/// // › Facts
/// //   Settings
/// ```
///
/// The list holds no scroll position of its own: it shows the first items until the
/// selection passes the bottom, then keeps the selection on the last line.
public struct ListView: Component {
  /// The items, top to bottom.
  public var items: [Line]
  /// The index of the selected item, or `nil` for none.
  public var selection: Int?
  /// The most lines the list may take; `nil` shows every item.
  public var height: Int?

  /// Creates a list.
  ///
  /// - Parameters:
  ///   - items: The items, top to bottom.
  ///   - selection: The selected item's index, or `nil`.
  ///   - height: The most lines to take; `nil` (the default) for every item.
  public init(items: [Line], selection: Int?, height: Int? = nil) {
    self.items = items
    self.selection = selection
    self.height = height
  }

  /// The marker in front of the selected item.
  public static let marker = "›"

  /// The visible items with their markers, each truncated to the width.
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
