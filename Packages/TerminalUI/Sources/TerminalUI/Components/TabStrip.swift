/// The row of tabs, numbered for the `1`-`9` keys: `[1 Counter]  2 Profile`.
///
/// The selected tab is between brackets (seen without colours) and in bold inverse.
///
/// ```swift
/// TabStrip(titles: ["Counter", "Profile"], selection: 0)
/// ```
public struct TabStrip: Component {
  /// The tabs' titles, left to right.
  public var titles: [String]
  /// The selected tab's index.
  public var selection: Int

  /// Creates a tab bar.
  ///
  /// - Parameters:
  ///   - titles: The tabs' titles, left to right; the first nine are numbered.
  ///   - selection: The selected tab's index.
  public init(titles: [String], selection: Int) {
    self.titles = titles
    self.selection = selection
  }

  /// One line of tabs, truncated to the width.
  public func render(width: Int) -> Block {
    var line = Line.empty
    for (index, title) in titles.enumerated() {
      if index > 0 { line += " " }
      let label = index < 9 ? "\(index + 1) \(title)" : title
      line +=
        index == selection
        ? Line("[\(label)]", style: Style(isBold: true, isInverse: true)) : Line(" \(label) ")
    }
    return line.render(width: width)
  }
}
