public struct Button<Action> {
  public var id: String
  public var title: String
  /// What Enter on it does; choosing it in a row of options does the same.
  public var reaction: Reaction<Action>
  /// Drawn dimmed and skipped by focus.
  public var isEnabled: Bool
  /// Marks the chosen one of a row of options (see `Screen+ChoiceRows.swift`).
  public var isSelected: Bool

  public init(
    id: String, title: String, action: Action, isEnabled: Bool = true, isSelected: Bool = false
  ) {
    self.init(
      id: id, title: title, reaction: .send(action), isEnabled: isEnabled, isSelected: isSelected)
  }

  public init(
    id: String, title: String, reaction: Reaction<Action>, isEnabled: Bool = true,
    isSelected: Bool = false
  ) {
    self.id = id
    self.title = title
    self.reaction = reaction
    self.isEnabled = isEnabled
    self.isSelected = isSelected
  }

  /// The action it sends, or `nil` when it sets a binding.
  public var action: Action? { reaction.action }

  public func map<NewAction>(_ transform: (Action) -> NewAction) -> Button<NewAction> {
    Button<NewAction>(
      id: id, title: title, reaction: reaction.map(transform), isEnabled: isEnabled,
      isSelected: isSelected)
  }
}
