/// Builds a list of components from statements, for ``VStack``'s trailing closure.
///
/// It accepts components, lines, arrays of lines, `if`, `if`-`else`, `switch` and `for`:
///
/// ```swift
/// VStack {
///   TitleBar(title: "Profile")
///   if let error = state.error { ErrorLine(error) }
///   for fact in state.facts { Text(fact) }
/// }
/// ```
@resultBuilder
public enum ComponentBuilder {
  /// One component.
  public static func buildExpression(_ component: any Component) -> [any Component] {
    [component]
  }

  /// Lines, each a component of its own.
  public static func buildExpression(_ lines: [Line]) -> [any Component] {
    lines
  }

  /// The statements of a block, in order.
  public static func buildBlock(_ parts: [any Component]...) -> [any Component] {
    parts.flatMap { $0 }
  }

  /// An `if` without `else`: nothing when the condition is false.
  public static func buildOptional(_ part: [any Component]?) -> [any Component] {
    part ?? []
  }

  /// The first branch of an `if`-`else` or `switch`.
  public static func buildEither(first part: [any Component]) -> [any Component] {
    part
  }

  /// The second branch of an `if`-`else` or `switch`.
  public static func buildEither(second part: [any Component]) -> [any Component] {
    part
  }

  /// A `for` loop: every iteration's components, in order.
  public static func buildArray(_ parts: [[any Component]]) -> [any Component] {
    parts.flatMap { $0 }
  }
}
