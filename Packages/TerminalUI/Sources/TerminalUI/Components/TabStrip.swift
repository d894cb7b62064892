/// Numbered for the `1`-`9` keys: `[1 Counter]  2 Profile`. The selected tab is between
/// brackets (seen without colours) and in bold inverse.
public struct TabStrip: Component {
  public var titles: [String]
  public var selection: Int

  public init(titles: [String], selection: Int) {
    self.titles = titles
    self.selection = selection
  }

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
