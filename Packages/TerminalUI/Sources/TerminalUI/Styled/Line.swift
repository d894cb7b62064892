/// Normalised as it is built: empty spans are dropped and neighbouring spans of the same
/// style are joined, so two lines that look the same are equal.
public struct Line: Hashable, Sendable, ExpressibleByStringLiteral {
  public private(set) var spans: [Span]

  public init(_ spans: [Span]) {
    self.spans = []
    append(contentsOf: spans)
  }

  /// `text` must hold no newline (use ``wrap(_:width:)`` for text that has them).
  public init(_ text: String, style: Style = .plain) {
    self.init([Span(text, style: style)])
  }

  public init(stringLiteral text: String) {
    self.init(text)
  }

  public static let empty = Line([])

  public var plain: String { spans.map(\.text).joined() }

  /// In terminal cells.
  public var width: Int { spans.reduce(0) { $0 + $1.width } }

  public var isEmpty: Bool { spans.isEmpty }

  public mutating func append(_ span: Span) {
    guard !span.text.isEmpty else { return }
    if let last = spans.last, last.style == span.style {
      spans[spans.count - 1].text += span.text
    } else {
      spans.append(span)
    }
  }

  public mutating func append(contentsOf spans: [Span]) {
    spans.forEach { append($0) }
  }

  /// See ``Style/adding(_:)``.
  public func adding(_ style: Style) -> Line {
    Line(spans.map { Span($0.text, style: $0.style.adding(style)) })
  }

  public static func + (lhs: Line, rhs: Line) -> Line {
    var line = lhs
    line += rhs
    return line
  }

  public static func += (lhs: inout Line, rhs: Line) {
    lhs.append(contentsOf: rhs.spans)
  }
}
