/// One line of styled text on the screen: a sequence of ``Span``s.
///
/// A line is normalised as it is built: empty spans are dropped and neighbouring spans of
/// the same style are joined, so two lines that look the same are equal.
///
/// ```swift
/// var line: Line = "Hello, "
/// line += Line("world", style: .bold)
/// line.plain   // "Hello, world"
/// line.width   // 12
/// ```
public struct Line: Hashable, Sendable, ExpressibleByStringLiteral {
  /// The spans, in order: none empty, no two neighbours of the same style.
  public private(set) var spans: [Span]

  /// Creates a line of `spans`.
  public init(_ spans: [Span]) {
    self.spans = []
    append(contentsOf: spans)
  }

  /// Creates a line of `text` in one `style`.
  ///
  /// - Parameters:
  ///   - text: The text, without newlines (use ``wrap(_:width:)`` for text that has them).
  ///   - style: How it looks; plain by default.
  public init(_ text: String, style: Style = .plain) {
    self.init([Span(text, style: style)])
  }

  /// Creates a plain line from a string literal.
  public init(stringLiteral text: String) {
    self.init(text)
  }

  /// An empty line.
  public static let empty = Line([])

  /// The text without its styles.
  public var plain: String { spans.map(\.text).joined() }

  /// How many terminal cells the line takes.
  public var width: Int { spans.reduce(0) { $0 + $1.width } }

  /// Whether the line has no text.
  public var isEmpty: Bool { spans.isEmpty }

  /// Adds `span` at the end, joining it to the last span when their styles match.
  public mutating func append(_ span: Span) {
    guard !span.text.isEmpty else { return }
    if let last = spans.last, last.style == span.style {
      spans[spans.count - 1].text += span.text
    } else {
      spans.append(span)
    }
  }

  /// Adds `spans` at the end, in order.
  public mutating func append(contentsOf spans: [Span]) {
    spans.forEach { append($0) }
  }

  /// The line with `style`'s attributes added to every span (see ``Style/adding(_:)``).
  ///
  /// ```swift
  /// Line("Log in").adding(.inverse)
  /// ```
  public func adding(_ style: Style) -> Line {
    Line(spans.map { Span($0.text, style: $0.style.adding(style)) })
  }

  /// The two lines one after the other.
  public static func + (lhs: Line, rhs: Line) -> Line {
    var line = lhs
    line += rhs
    return line
  }

  /// Adds `rhs` at the end of `lhs`.
  public static func += (lhs: inout Line, rhs: Line) {
    lhs.append(contentsOf: rhs.spans)
  }
}
