public enum Control<Action> {
  /// Characters, Backspace, Delete, Home, End, left and right edit it.
  case field(TextField<Action>)
  case button(Button<Action>)
  /// Up and down move the selection inside it, Enter activates the selected item.
  case list(SelectionList<Action>)

  /// Unique on its screen.
  public var id: String {
    switch self {
    case let .field(field): field.id
    case let .button(button): button.id
    case let .list(list): list.id
    }
  }

  /// So `q` and the tab keys type instead.
  public var takesText: Bool {
    if case .field = self { true } else { false }
  }
}
