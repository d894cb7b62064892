/// Counted from 0 at the top-left.
public struct Cursor: Hashable, Sendable {
  public var row: Int
  public var column: Int

  public init(row: Int, column: Int) {
    self.row = row
    self.column = column
  }
}
