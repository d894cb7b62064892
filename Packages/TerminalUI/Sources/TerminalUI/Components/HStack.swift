/// A column has a fixed width, or takes its natural width: that of its widest line when it
/// is drawn in the width left over. Columns are laid out left to right, each within what is
/// left, so the last ones shrink first on a narrow screen. The stack is as tall as its
/// tallest column; every column but the last is padded to its width.
public struct HStack: Component {
  public struct Column: Sendable {
    /// In cells; `nil` for the content's natural width.
    public var width: Int?
    public var content: any Component

    public init(width: Int? = nil, _ content: any Component) {
      self.width = width
      self.content = content
    }
  }

  public var columns: [Column]
  public var spacing: Int

  public init(spacing: Int = 1, _ columns: [Column]) {
    self.columns = columns
    self.spacing = max(spacing, 0)
  }

  public func render(width: Int) -> Block {
    let width = max(width, 1)
    var remaining = width
    var placed: [(block: Block, width: Int, offset: Int)] = []
    for column in columns {
      let gap = placed.isEmpty ? 0 : spacing
      guard remaining - gap > 0 else { break }
      remaining -= gap
      let offset = width - remaining
      let available = min(column.width ?? remaining, remaining)
      let block = column.content.render(width: available)
      let columnWidth =
        column.width == nil ? min(block.lines.map(\.width).max() ?? 0, available) : available
      placed.append((block, columnWidth, offset))
      remaining -= columnWidth
    }
    let height = placed.map(\.block.lines.count).max() ?? 0
    var lines: [Line] = []
    for row in 0..<height {
      var line = Line.empty
      for (index, column) in placed.enumerated() {
        let cell = row < column.block.lines.count ? column.block.lines[row] : .empty
        let isLast = index == placed.count - 1
        line = line.padded(to: column.offset) + cell.truncated(to: column.width, ellipsis: "")
        if !isLast { line = line.padded(to: column.offset + column.width) }
      }
      lines.append(line)
    }
    let cursor = placed.lazy.compactMap { $0.block.offset(rows: 0, columns: $0.offset) }.first
    return Block(lines, cursor: cursor)
  }
}
