/// How a run of text looks: bold, dim, inverse, underlined, and a foreground colour.
///
/// Styles are plain values; the renderer turns them into SGR escape sequences, or into
/// nothing when colours are off, so nothing a view must convey may depend on style alone.
///
/// ```swift
/// let heading = Style.bold
/// let error = Style(foreground: .red)
/// let focused = heading.adding(.inverse)  // bold and inverse
/// ```
public struct Style: Hashable, Sendable {
  /// Bold (or bright) text.
  public var isBold: Bool
  /// Dim (faint) text.
  public var isDim: Bool
  /// Foreground and background swapped.
  public var isInverse: Bool
  /// Underlined text.
  public var isUnderlined: Bool
  /// The foreground colour; `nil` for the terminal's default.
  public var foreground: TerminalColor?

  /// Creates a style; every attribute is off by default.
  ///
  /// - Parameters:
  ///   - isBold: Bold text.
  ///   - isDim: Dim text.
  ///   - isInverse: Foreground and background swapped.
  ///   - isUnderlined: Underlined text.
  ///   - foreground: The foreground colour, or `nil` for the default.
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

  /// No attribute, the default colour.
  public static let plain = Style()
  /// Bold only.
  public static let bold = Style(isBold: true)
  /// Dim only.
  public static let dim = Style(isDim: true)
  /// Inverse only.
  public static let inverse = Style(isInverse: true)
  /// Underlined only.
  public static let underlined = Style(isUnderlined: true)

  /// Only the foreground colour `color`.
  public static func foreground(_ color: TerminalColor) -> Style {
    Style(foreground: color)
  }

  /// Whether this is ``plain``: the renderer writes no escape sequence for it.
  public var isPlain: Bool { self == .plain }

  /// This style with the attributes of `other` turned on too, and `other`'s colour if it
  /// has one.
  ///
  /// ```swift
  /// Style.bold.adding(.foreground(.red))  // bold red
  /// ```
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
