public struct Span: Hashable, Sendable {
  /// Holds no newline when it is part of a ``Line``.
  public var text: String
  public var style: Style

  public init(_ text: String, style: Style = .plain) {
    self.text = text
    self.style = style
  }

  /// In terminal cells.
  public var width: Int { text.terminalWidth }
}
