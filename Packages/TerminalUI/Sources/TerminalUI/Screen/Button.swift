/// A button: Enter sends its action while it has focus.
public struct Button<Action> {
  /// Unique on its screen.
  public var id: String
  /// The label: "Log in".
  public var title: String
  /// What Enter sends.
  public var action: Action
  /// A disabled button is drawn dimmed and skipped by focus.
  public var isEnabled: Bool
  /// Marks the chosen one of a row of options (the calculator's operator).
  public var isSelected: Bool

  /// Creates a button.
  public init(
    id: String, title: String, action: Action, isEnabled: Bool = true, isSelected: Bool = false
  ) {
    self.id = id
    self.title = title
    self.action = action
    self.isEnabled = isEnabled
    self.isSelected = isSelected
  }

  /// The same button sending `transform(action)`.
  public func map<NewAction>(_ transform: (Action) -> NewAction) -> Button<NewAction> {
    Button<NewAction>(
      id: id, title: title, action: transform(action), isEnabled: isEnabled,
      isSelected: isSelected)
  }
}
