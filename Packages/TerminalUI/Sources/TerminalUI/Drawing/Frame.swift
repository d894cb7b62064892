import Effects

/// What the screen shows at one moment: exactly one line per row of a ``TerminalSize``, none
/// wider than the screen, and where the cursor stands, if anywhere.
///
/// Building a frame fits the lines to the size: extra lines are cut, missing ones are
/// empty, long ones are truncated with "…"; a cursor outside the screen is dropped. It works
/// at any size, 1x1 included (a size below 1 draws nothing).
///
/// ```swift
/// let frame = Frame(size: TerminalSize(rows: 6, columns: 20), rendering: LoginView(state))
/// var renderer = FrameRenderer()
/// try await terminal.write(frame: renderer.render(frame, colors: true))
/// ```
public struct Frame: Hashable, Sendable {
  /// The size the frame was made for.
  public let size: TerminalSize
  /// One line per row, each at most `size.columns` cells wide.
  public let lines: [Line]
  /// Where the terminal's cursor goes, or `nil` to keep it hidden.
  public let cursor: Cursor?

  /// Creates a frame of `lines` fitted to `size`.
  ///
  /// - Parameters:
  ///   - size: The screen's size.
  ///   - lines: The lines, top to bottom; cut, completed and truncated to fit.
  ///   - cursor: The cursor's cell, dropped when it is outside the screen.
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

  /// Creates a frame of what `component` draws in the width of `size`.
  ///
  /// - Parameters:
  ///   - size: The screen's size.
  ///   - component: The screen's content, such as a ``VStack``.
  public init(size: TerminalSize, rendering component: any Component) {
    let block = component.render(width: max(size.columns, 1))
    self.init(size: size, lines: block.lines, cursor: block.cursor)
  }
}
