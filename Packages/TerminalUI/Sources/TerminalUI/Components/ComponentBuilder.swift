@resultBuilder
public enum ComponentBuilder {
  public static func buildExpression(_ component: any Component) -> [any Component] {
    [component]
  }

  public static func buildExpression(_ lines: [Line]) -> [any Component] {
    lines
  }

  public static func buildBlock(_ parts: [any Component]...) -> [any Component] {
    parts.flatMap { $0 }
  }

  public static func buildOptional(_ part: [any Component]?) -> [any Component] {
    part ?? []
  }

  public static func buildEither(first part: [any Component]) -> [any Component] {
    part
  }

  public static func buildEither(second part: [any Component]) -> [any Component] {
    part
  }

  public static func buildArray(_ parts: [[any Component]]) -> [any Component] {
    parts.flatMap { $0 }
  }
}
