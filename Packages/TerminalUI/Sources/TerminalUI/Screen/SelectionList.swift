/// The runner moves the selection with up and down; Enter activates the selected item.
public struct SelectionList<Action> {
  public var id: String
  /// One line each (long items are truncated).
  public var items: [String]
  /// Shown instead of the list while it is empty.
  public var emptyText: String
  public var onActivate: ((Int) -> Action)?
  /// Says what Enter does, for the bottom line.
  public var activateHint: String

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

  public func map<NewAction>(_ transform: @escaping (Action) -> NewAction) -> SelectionList<
    NewAction
  > {
    let onActivate = self.onActivate
    return SelectionList<NewAction>(
      id: id, items: items, emptyText: emptyText, activateHint: activateHint,
      onActivate: onActivate.map { activate in { transform(activate($0)) } })
  }
}
