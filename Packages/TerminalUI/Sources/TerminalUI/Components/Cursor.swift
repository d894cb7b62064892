/// A cell on the screen or in a ``Block``, counted from 0 at the top-left.
public struct Cursor: Hashable, Sendable {
  /// The line, from 0 at the top.
  public var row: Int
  /// The cell in the line, from 0 at the left.
  public var column: Int

  /// Creates the position of the cell at `row` and `column`, both from 0.
  public init(row: Int, column: Int) {
    self.row = row
    self.column = column
  }
}
