import Effects

/// Exactly one line per row of a ``TerminalSize``, none wider than the screen. Building a
/// frame fits the lines to the size: extra lines are cut, missing ones are empty, long ones
/// are truncated with "…"; a cursor outside the screen is dropped. It works at any size, 1x1
/// included (a size below 1 draws nothing).
public struct Frame: Hashable, Sendable {
  public let size: TerminalSize
  public let lines: [Line]
  /// `nil` to keep it hidden.
  public let cursor: Cursor?

  public init(size: TerminalSize, lines: [Line], cursor: Cursor? = nil) {
    let rows = max(size.rows, 0)
    let columns = max(size.columns, 0)
    self.size = size
    self.lines = (0..<rows).map { row in
      row < lines.count && columns > 0 ? lines[row].truncated(to: columns) : .empty
    }
    self.cursor = cursor.flatMap { cursor in
      (0..<rows).contains(cursor.row) && (0..<columns).contains(cursor.column) ? cursor : nil
    }
  }

  public init(size: TerminalSize, rendering component: any Component) {
    let block = component.render(width: max(size.columns, 1))
    self.init(size: size, lines: block.lines, cursor: block.cursor)
  }
}
