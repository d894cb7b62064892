/// A row of buttons with a chosen one (``Element/buttonRow(_:)`` where a button
/// `isSelected`, such as the calculator's operators) is a radio group: one stop in the focus
/// order, entered at its chosen button, and left / right choose along it while it has focus.
/// A row without a chosen button (A1's − and +) is a row of ordinary buttons.
extension Screen {
  /// A row of choices counts once, by its chosen button (or by the focused one, while focus
  /// is in it).
  func focusStops(focusedID: String?) -> [Control<Action>] {
    if dialog != nil { return controls }
    return elements.flatMap { element -> [Control<Action>] in
      guard case let .buttonRow(buttons) = element, let choices = Self.choices(buttons) else {
        return element.controls
      }
      let stop = choices.first { $0.id == focusedID } ?? choices.first(where: \.isSelected)
      return stop.map { [.button($0)] } ?? []
    }
  }

  func choiceRow(holding id: String?) -> [Button<Action>]? {
    guard dialog == nil, let id else { return nil }
    for case let .buttonRow(buttons) in elements {
      if let choices = Self.choices(buttons), choices.contains(where: { $0.id == id }) {
        return choices
      }
    }
    return nil
  }

  private static func choices(_ buttons: [Button<Action>]) -> [Button<Action>]? {
    let enabled = buttons.filter(\.isEnabled)
    return enabled.contains(where: \.isSelected) ? enabled : nil
  }
}
