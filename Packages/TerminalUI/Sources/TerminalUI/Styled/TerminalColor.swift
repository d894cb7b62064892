/// A foreground colour from the small palette every terminal has: the basic ANSI colours and
/// the bright black that terminals show as gray.
///
/// ```swift
/// Span("! Wrong password", style: Style(foreground: .red))
/// ```
public enum TerminalColor: Hashable, Sendable, CaseIterable {
  /// Errors.
  case red
  /// Success.
  case green
  /// Warnings and things in flight.
  case yellow
  /// Links and highlights.
  case blue
  /// Headings and keys.
  case cyan
  /// Secondary text (bright black).
  case gray

  /// The SGR parameter that selects this colour as the foreground: `31` for red.
  public var foregroundCode: Int {
    switch self {
    case .red: return 31
    case .green: return 32
    case .yellow: return 33
    case .blue: return 34
    case .cyan: return 36
    case .gray: return 90
    }
  }
}
