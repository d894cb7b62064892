/// What a ``Component`` draws: lines, and the cursor's cell when it shows one.
///
/// ```swift
/// let block = TextFieldView(label: "Name", field: field, isFocused: true).render(width: 20)
/// block.lines.text  // "Name [alice        ]"
/// block.cursor      // Cursor(row: 0, column: 10)
/// ```
public struct Block: Hashable, Sendable {
  /// The lines, top to bottom.
  public var lines: [Line]
  /// Where the terminal's cursor goes, relative to the block's top-left cell; `nil` hides it.
  public var cursor: Cursor?

  /// Creates a block of `lines` with an optional cursor.
  ///
  /// - Parameters:
  ///   - lines: The lines, top to bottom.
  ///   - cursor: The cursor's cell in these lines, if any.
  public init(_ lines: [Line], cursor: Cursor? = nil) {
    self.lines = lines
    self.cursor = cursor
  }

  /// The block moved `rows` down and `columns` right: its cursor with it.
  func offset(rows: Int, columns: Int) -> Cursor? {
    cursor.map { Cursor(row: $0.row + rows, column: $0.column + columns) }
  }
}
