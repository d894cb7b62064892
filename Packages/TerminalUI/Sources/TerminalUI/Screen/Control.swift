/// A focusable control of a ``Screen``, as the runner routes keys to it.
public enum Control<Action> {
  /// A text field: characters, Backspace, Delete, Home, End, left and right edit it.
  case field(TextField<Action>)
  /// A button: Enter sends its action.
  case button(Button<Action>)
  /// A list: up and down move the selection inside it, Enter activates the selected item.
  case list(SelectionList<Action>)

  /// The control's id, unique on its screen.
  public var id: String {
    switch self {
    case let .field(field): field.id
    case let .button(button): button.id
    case let .list(list): list.id
    }
  }

  /// Whether the control takes typed characters, so `q` and the tab keys type instead.
  public var takesText: Bool {
    if case .field = self { true } else { false }
  }
}
