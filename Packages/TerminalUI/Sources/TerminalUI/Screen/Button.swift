public struct Button<Action> {
  public var id: String
  public var title: String
  public var action: Action
  /// Drawn dimmed and skipped by focus.
  public var isEnabled: Bool
  /// Marks the chosen one of a row of options (see `Screen+ChoiceRows.swift`).
  public var isSelected: Bool

  public init(
    id: String, title: String, action: Action, isEnabled: Bool = true, isSelected: Bool = false
  ) {
    self.id = id
    self.title = title
    self.action = action
    self.isEnabled = isEnabled
    self.isSelected = isSelected
  }

  public func map<NewAction>(_ transform: (Action) -> NewAction) -> Button<NewAction> {
    Button<NewAction>(
      id: id, title: title, action: transform(action), isEnabled: isEnabled,
      isSelected: isSelected)
  }
}
