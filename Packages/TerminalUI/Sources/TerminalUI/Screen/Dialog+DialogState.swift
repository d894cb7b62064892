import Effects

extension Dialog {
  /// Each button sends `.presented(action)` through `action`; a button without an action
  /// (Cancel) and Esc send `.dismiss`. Focus starts on the cancel button, if there is one.
  public init<DialogAction>(
    _ state: ConfirmationDialogState<DialogAction>,
    action: @escaping (PresentationAction<DialogAction>) -> Action
  ) {
    self.init(
      title: state.title.description, message: state.message?.description,
      buttons: Self.buttons(state.buttons, action: action), dismiss: action(.dismiss),
      initialFocus: Self.cancelIndex(state.buttons))
  }

  /// As for a confirmation dialog; an alert without buttons gets an "OK" that dismisses it.
  public init<DialogAction>(
    _ state: AlertState<DialogAction>,
    action: @escaping (PresentationAction<DialogAction>) -> Action
  ) {
    let buttons =
      state.buttons.isEmpty
      ? [Button(id: "dialog-0", title: "OK", action: action(.dismiss))]
      : Self.buttons(state.buttons, action: action)
    self.init(
      title: state.title.description, message: state.message?.description, buttons: buttons,
      dismiss: action(.dismiss), initialFocus: Self.cancelIndex(state.buttons))
  }

  private static func buttons<DialogAction>(
    _ buttons: [ButtonState<DialogAction>],
    action: (PresentationAction<DialogAction>) -> Action
  ) -> [Button<Action>] {
    buttons.enumerated().map { index, button in
      Button(
        id: "dialog-\(index)", title: button.label.description,
        action: action(button.action.map { .presented($0) } ?? .dismiss))
    }
  }

  private static func cancelIndex<DialogAction>(_ buttons: [ButtonState<DialogAction>]) -> Int {
    buttons.firstIndex { $0.role == .cancel } ?? 0
  }
}
