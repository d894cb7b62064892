public struct Block: Hashable, Sendable {
  public var lines: [Line]
  /// Relative to the block's top-left cell; `nil` hides it.
  public var cursor: Cursor?

  public init(_ lines: [Line], cursor: Cursor? = nil) {
    self.lines = lines
    self.cursor = cursor
  }

  /// Its cursor moved `rows` down and `columns` right.
  func offset(rows: Int, columns: Int) -> Cursor? {
    cursor.map { Cursor(row: $0.row + rows, column: $0.column + columns) }
  }
}
