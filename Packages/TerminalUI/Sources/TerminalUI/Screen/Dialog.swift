/// A dialog over a screen: a title, a message and buttons. While it is shown, focus moves
/// only between its buttons and Esc sends ``dismiss``.
public struct Dialog<Action> {
  /// The dialog's title: "Log out?".
  public var title: String
  /// The text under the title, if any.
  public var message: String?
  /// The buttons, left to right.
  public var buttons: [Button<Action>]
  /// What Esc sends.
  public var dismiss: Action
  /// The button focused when the dialog appears: Cancel rather than a destructive choice,
  /// so a stray Enter does no harm.
  public var initialFocus: Int

  /// Creates a dialog.
  public init(
    title: String, message: String? = nil, buttons: [Button<Action>], dismiss: Action,
    initialFocus: Int = 0
  ) {
    self.title = title
    self.message = message
    self.buttons = buttons
    self.dismiss = dismiss
    self.initialFocus = initialFocus
  }

  /// The same dialog sending `transform(action)` for each of its actions.
  public func map<NewAction>(_ transform: @escaping (Action) -> NewAction) -> Dialog<NewAction> {
    Dialog<NewAction>(
      title: title, message: message, buttons: buttons.map { $0.map(transform) },
      dismiss: transform(dismiss), initialFocus: initialFocus)
  }
}
