/// The small palette every terminal has: the basic ANSI colours and the bright black that
/// terminals show as gray.
public enum TerminalColor: Hashable, Sendable, CaseIterable {
  case red
  case green
  case yellow
  case blue
  case cyan
  /// Bright black.
  case gray

  /// The SGR parameter: `31` for red.
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
