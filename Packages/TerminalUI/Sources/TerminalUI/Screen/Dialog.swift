/// While it is shown, focus moves only between its buttons and Esc performs ``dismiss``.
public struct Dialog<Action> {
  public var title: String
  public var message: String?
  /// Left to right.
  public var buttons: [Button<Action>]
  public var dismiss: Reaction<Action>
  /// Cancel rather than a destructive choice, so a stray Enter does no harm.
  public var initialFocus: Int

  public init(
    title: String, message: String? = nil, buttons: [Button<Action>], dismiss: Action,
    initialFocus: Int = 0
  ) {
    self.init(
      title: title, message: message, buttons: buttons, dismiss: .send(dismiss),
      initialFocus: initialFocus)
  }

  public init(
    title: String, message: String? = nil, buttons: [Button<Action>],
    dismiss: Reaction<Action>, initialFocus: Int = 0
  ) {
    self.title = title
    self.message = message
    self.buttons = buttons
    self.dismiss = dismiss
    self.initialFocus = initialFocus
  }

  public func map<NewAction>(_ transform: @escaping (Action) -> NewAction) -> Dialog<NewAction> {
    Dialog<NewAction>(
      title: title, message: message, buttons: buttons.map { $0.map(transform) },
      dismiss: dismiss.map(transform), initialFocus: initialFocus)
  }
}
