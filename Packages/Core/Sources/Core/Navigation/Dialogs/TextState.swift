/// Plain text held in state: the title, message and button labels of alerts and dialogs.
///
/// Write it as a string literal or with `TextState("…")`; interpolation works as for `String`.
/// It carries no styling, so two values are equal exactly when their strings are. Renderers
/// draw ``description``.
///
/// ```swift
/// let title: TextState = "Delete \(count) items?"
/// let label = TextState("Delete")
/// label.description  // "Delete"
/// ```
public struct TextState: Equatable, Hashable, Sendable {
  private let string: String

  public init(_ string: String) {
    self.string = string
  }

  /// Creates text that shows `content` as it is: TCA's spelling for text that is not
  /// localized. The same as ``init(_:)``.
  public init(verbatim content: String) {
    self.init(content)
  }
}

extension TextState: ExpressibleByStringLiteral {
  public init(stringLiteral value: String) {
    self.init(value)
  }
}

extension TextState: ExpressibleByStringInterpolation {
  public init(stringInterpolation: DefaultStringInterpolation) {
    self.init(String(stringInterpolation: stringInterpolation))
  }
}

extension TextState: CustomStringConvertible {
  public var description: String { string }
}

extension TextState: CustomDumpRepresentable {
  /// Dumps as the quoted string, so diffs read `title: "Delete?"`.
  public var customDumpValue: Any { string }
}
