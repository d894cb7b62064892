import Foundation

/// The size of the terminal window, in character cells.
public struct TerminalSize: Hashable, Sendable, CustomStringConvertible {
  /// The number of lines.
  public var rows: Int
  /// The number of character cells per line.
  public var columns: Int

  /// Creates a size of `rows` lines of `columns` cells.
  public init(rows: Int, columns: Int) {
    self.rows = rows
    self.columns = columns
  }

  /// The classic 24 by 80 terminal, used when nothing better is known.
  public static let standard = TerminalSize(rows: 24, columns: 80)

  /// The size the `LINES` and `COLUMNS` environment variables give, each falling back to
  /// ``standard`` when it is missing or not a positive number.
  ///
  /// The live client uses it when the window size cannot be asked of the terminal (output
  /// is not a terminal, or the terminal reports 0 by 0).
  ///
  /// - Parameter environment: The process environment, such as
  ///   `ProcessInfo.processInfo.environment`.
  public static func fallback(environment: [String: String]) -> TerminalSize {
    func positive(_ name: String) -> Int? {
      guard let text = environment[name],
        let value = Int(text.trimmingCharacters(in: .whitespaces)), value > 0
      else {
        return nil
      }
      return value
    }
    return TerminalSize(
      rows: positive("LINES") ?? standard.rows,
      columns: positive("COLUMNS") ?? standard.columns
    )
  }

  /// `24x80` (rows by columns).
  public var description: String { "\(rows)x\(columns)" }
}
