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
  public static func buildExpression(_ expression: ButtonState<Action>) -> [ButtonState<Action>] {
    [expression]
  }

  public static func buildBlock(_ components: [ButtonState<Action>]...) -> [ButtonState<Action>] {
    components.flatMap { $0 }
  }

  public static func buildOptional(_ component: [ButtonState<Action>]?) -> [ButtonState<Action>] {
    component ?? []
  }

  public static func buildEither(
    first component: [ButtonState<Action>]
  ) -> [ButtonState<Action>] {
    component
  }

  public static func buildEither(
    second component: [ButtonState<Action>]
  ) -> [ButtonState<Action>] {
    component
  }

  public static func buildArray(_ components: [[ButtonState<Action>]]) -> [ButtonState<Action>] {
    components.flatMap { $0 }
  }

  public static func buildLimitedAvailability(
    _ component: [ButtonState<Action>]
  ) -> [ButtonState<Action>] {
    component
  }
}
