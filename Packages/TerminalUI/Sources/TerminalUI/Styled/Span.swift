/// A run of text in one ``Style``: the piece a ``Line`` is made of.
///
/// ```swift
/// let line = Line([Span("Tab", style: .bold), Span(" next")])
/// ```
public struct Span: Hashable, Sendable {
  /// The text; it holds no newline when it is part of a ``Line``.
  public var text: String
  /// How the text looks.
  public var style: Style

  /// Creates a span of `text` in `style`.
  ///
  /// - Parameters:
  ///   - text: The text.
  ///   - style: How it looks; plain by default.
  public init(_ text: String, style: Style = .plain) {
    self.text = text
    self.style = style
  }

  /// How many terminal cells the text takes.
  public var width: Int { text.terminalWidth }
}
