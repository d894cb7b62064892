import Foundation

/// In character cells.
public struct TerminalSize: Hashable, Sendable, CustomStringConvertible {
  public var rows: Int
  public var columns: Int

  public init(rows: Int, columns: Int) {
    self.rows = rows
    self.columns = columns
  }

  /// Used when nothing better is known.
  public static let standard = TerminalSize(rows: 24, columns: 80)

  /// `LINES` and `COLUMNS`, each falling back to ``standard`` when missing or not a positive
  /// number. The live client uses it when the window size cannot be asked of the terminal
  /// (output is not a terminal, or the terminal reports 0 by 0).
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

  /// Rows by columns.
  public var description: String { "\(rows)x\(columns)" }
}
