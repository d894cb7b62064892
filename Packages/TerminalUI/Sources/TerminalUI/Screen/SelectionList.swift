/// A list of lines with a selection the runner moves with up and down; Enter activates the
/// selected item.
public struct SelectionList<Action> {
  /// Unique on its screen.
  public var id: String
  /// The items, one line each (long items are truncated).
  public var items: [String]
  /// Shown instead of the list while it is empty: "No saved facts yet."
  public var emptyText: String
  /// What Enter on the item at an index sends, if anything.
  public var onActivate: ((Int) -> Action)?
  /// Says what Enter does, for the bottom line: "remove".
  public var activateHint: String

  /// Creates a list.
  public init(
    id: String,
    items: [String],
    emptyText: String,
    activateHint: String = "select",
    onActivate: ((Int) -> Action)? = nil
  ) {
    self.id = id
    self.items = items
    self.emptyText = emptyText
    self.onActivate = onActivate
    self.activateHint = activateHint
  }

  /// The same list sending `transform(action)` for each of its actions.
  public func map<NewAction>(_ transform: @escaping (Action) -> NewAction) -> SelectionList<
    NewAction
  > {
    let onActivate = self.onActivate
    return SelectionList<NewAction>(
      id: id, items: items, emptyText: emptyText, activateHint: activateHint,
      onActivate: onActivate.map { activate in { transform(activate($0)) } })
  }
}
