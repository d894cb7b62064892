/// - The first frame, a frame of another size, a change of `colors`, or the first frame
///   after ``invalidate()`` clears the screen and writes every non-empty line.
/// - Later frames write only the lines that differ from the previous frame: the cursor moves
///   to the line (`ESC[row;1H`), the line is written, and `ESC[K` clears what is left of the
///   old one. A line as wide as the screen skips `ESC[K`: there the cursor waits on the last
///   cell, which `ESC[K` would erase.
/// - A frame like the previous one writes nothing at all.
/// - The cursor is hidden (`ESC[?25l`) while lines are drawn, then moved to the frame's
///   cursor and shown (`ESC[?25h`), or left hidden when the frame has none.
///
/// It is a value and does no I/O: the runner keeps one, and writes what it returns.
public struct FrameRenderer: Sendable {
  private var previous: Frame?
  private var previousColors = true

  public init() {}

  /// Call it when the screen may have been changed behind the renderer's back (resumed after
  /// Ctrl-Z, another program wrote to it).
  public mutating func invalidate() {
    previous = nil
  }

  /// Empty when nothing changed.
  public mutating func render(_ frame: Frame, colors: Bool) -> String {
    defer {
      previous = frame
      previousColors = colors
    }
    var output = ""
    if let previous, previous.size == frame.size, previousColors == colors {
      let changed = frame.lines.indices.filter { frame.lines[$0] != previous.lines[$0] }
      if changed.isEmpty && frame.cursor == previous.cursor { return "" }
      if !changed.isEmpty { output += Escape.hideCursor }
      for row in changed {
        let line = frame.lines[row]
        output += Escape.moveTo(row: row, column: 0) + line.escaped(colors: colors)
        if line.width < frame.size.columns { output += Escape.clearToEndOfLine }
      }
      if changed.isEmpty && frame.cursor == nil { output += Escape.hideCursor }
    } else {
      output += Escape.hideCursor + Escape.clearScreen
      for (row, line) in frame.lines.enumerated() where !line.isEmpty {
        output += Escape.moveTo(row: row, column: 0) + line.escaped(colors: colors)
      }
    }
    if let cursor = frame.cursor {
      output += Escape.moveTo(row: cursor.row, column: cursor.column) + Escape.showCursor
    }
    return output
  }
}

enum Escape {
  static let hideCursor = "\u{1B}[?25l"
  static let showCursor = "\u{1B}[?25h"
  static let clearScreen = "\u{1B}[H\u{1B}[2J"
  static let clearToEndOfLine = "\u{1B}[K"

  /// Counts from 0 (the sequence counts from 1).
  static func moveTo(row: Int, column: Int) -> String {
    "\u{1B}[\(row + 1);\(column + 1)H"
  }
}
