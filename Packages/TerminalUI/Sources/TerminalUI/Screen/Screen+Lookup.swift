extension Screen {
  /// One line per element, so a test states a layout in one assertion.
  public var outline: [String] {
    elements.map { element in
      switch element {
      case let .text(string, role): "text(\(role)): \(string)"
      case let .spinner(label): "spinner: \(label)"
      case let .error(message): "error: \(message)"
      case .blank: ""
      case let .field(field): "field \(field.id): \(field.label) [\(field.text)]"
      case let .button(button): "button \(describe(button))"
      case let .buttonRow(buttons): "row " + buttons.map(describe).joined(separator: " | ")
      case let .list(list):
        "list \(list.id): " + (list.items.isEmpty ? "(\(list.emptyText))" : "\(list.items)")
      }
    }
  }

  public func button(_ id: String) -> Button<Action>? {
    for case let .button(button) in controls where button.id == id { return button }
    return nil
  }

  public func field(_ id: String) -> TextField<Action>? {
    for case let .field(field) in controls where field.id == id { return field }
    return nil
  }

  /// `nil` also when the list is empty and so takes no focus.
  public func list(_ id: String) -> SelectionList<Action>? {
    for case let .list(list) in controls where list.id == id { return list }
    return nil
  }

  private func describe(_ button: Button<Action>) -> String {
    "\(button.id): \(button.title)" + (button.isEnabled ? "" : " [disabled]")
      + (button.isSelected ? " [selected]" : "")
  }
}
