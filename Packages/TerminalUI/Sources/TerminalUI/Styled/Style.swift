/// The renderer turns styles into SGR escape sequences, or into nothing when colours are
/// off, so nothing a view must convey may depend on style alone.
public struct Style: Hashable, Sendable {
  public var isBold: Bool
  public var isDim: Bool
  public var isInverse: Bool
  public var isUnderlined: Bool
  /// `nil` for the terminal's default.
  public var foreground: TerminalColor?

  public init(
    isBold: Bool = false, isDim: Bool = false, isInverse: Bool = false,
    isUnderlined: Bool = false, foreground: TerminalColor? = nil
  ) {
    self.isBold = isBold
    self.isDim = isDim
    self.isInverse = isInverse
    self.isUnderlined = isUnderlined
    self.foreground = foreground
  }

  public static let plain = Style()
  public static let bold = Style(isBold: true)
  public static let dim = Style(isDim: true)
  public static let inverse = Style(isInverse: true)
  public static let underlined = Style(isUnderlined: true)

  public static func foreground(_ color: TerminalColor) -> Style {
    Style(foreground: color)
  }

  /// The renderer writes no escape sequence for it.
  public var isPlain: Bool { self == .plain }

  /// `other`'s attributes are turned on too, and `other`'s colour wins if it has one.
  public func adding(_ other: Style) -> Style {
    Style(
      isBold: isBold || other.isBold,
      isDim: isDim || other.isDim,
      isInverse: isInverse || other.isInverse,
      isUnderlined: isUnderlined || other.isUnderlined,
      foreground: other.foreground ?? foreground
    )
  }
}
