/// Builds the ordered buttons of an alert or confirmation dialog from the `actions` closure of
/// ``AlertState`` and ``ConfirmationDialogState``.
///
/// List buttons one after another; `if`, `if`/`else`, `switch` and `for` work as in any
/// result builder:
///
/// ```swift
/// AlertState {
///   TextState("Move to folder")
/// } actions: {
///   for folder in folders {
///     ButtonState(action: .move(folder.id)) { TextState(folder.name) }
///   }
///   if canDelete {
///     ButtonState(role: .destructive, action: .delete) { TextState("Delete") }
///   }
///   ButtonState(role: .cancel) { TextState("Cancel") }
/// }
/// ```
@resultBuilder
public enum ButtonStateBuilder<Action> {
  /// Makes a single button a list of one.
  public static func buildExpression(_ expression: ButtonState<Action>) -> [ButtonState<Action>] {
    [expression]
  }

  /// Joins the buttons of consecutive statements, in order.
  public static func buildBlock(_ components: [ButtonState<Action>]...) -> [ButtonState<Action>] {
    components.flatMap { $0 }
  }

  /// The buttons of an `if` without `else`: none when the condition is false.
  public static func buildOptional(_ component: [ButtonState<Action>]?) -> [ButtonState<Action>] {
    component ?? []
  }

  /// The buttons of the first branch of an `if`/`else` or `switch`.
  public static func buildEither(
    first component: [ButtonState<Action>]
  ) -> [ButtonState<Action>] {
    component
  }

  /// The buttons of the second branch of an `if`/`else` or `switch`.
  public static func buildEither(
    second component: [ButtonState<Action>]
  ) -> [ButtonState<Action>] {
    component
  }

  /// The buttons of every iteration of a `for` loop, in order.
  public static func buildArray(_ components: [[ButtonState<Action>]]) -> [ButtonState<Action>] {
    components.flatMap { $0 }
  }

  /// The buttons of an `if #available` block.
  public static func buildLimitedAvailability(
    _ component: [ButtonState<Action>]
  ) -> [ButtonState<Action>] {
    component
  }
}
