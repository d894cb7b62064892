import Effects

extension Dialog {
  /// A confirmation dialog bound to its presentation, as SwiftUI's `.confirmationDialog`
  /// binds it: TCA's `.confirmationDialog($store.scope(state: \.dialog, action: \.dialog))` is
  /// `.presenting(Dialog($store[state: \.dialog, action: .case(Action.dialog, \.dialog)]))`.
  /// `nil` while nothing is presented.
  ///
  /// A button with an action sends it through the dialog's store (the parent receives
  /// `.presented(action)`); a button without one (Cancel) and Esc set the binding to `nil`,
  /// which sends `.dismiss`. Focus starts on the cancel button, if there is one.
  @MainActor
  public init?<DialogAction>(
    _ item: Binding<Store<ConfirmationDialogState<DialogAction>, DialogAction>?>
  ) {
    guard let store = item.wrappedValue else { return nil }
    let state = store.withState { $0 }
    self.init(
      title: state.title.description, message: state.message?.description,
      buttons: Self.buttons(state.buttons, item: item, store: store),
      dismiss: .set { item.wrappedValue = nil }, initialFocus: Self.cancelIndex(state.buttons))
  }

  /// As for a confirmation dialog; an alert without buttons gets an "OK" that dismisses it.
  @MainActor
  public init?<DialogAction>(_ item: Binding<Store<AlertState<DialogAction>, DialogAction>?>) {
    guard let store = item.wrappedValue else { return nil }
    let state = store.withState { $0 }
    let dismiss = Reaction<Action>.set { item.wrappedValue = nil }
    let buttons =
      state.buttons.isEmpty
      ? [Button(id: "dialog-0", title: "OK", reaction: dismiss)]
      : Self.buttons(state.buttons, item: item, store: store)
    self.init(
      title: state.title.description, message: state.message?.description, buttons: buttons,
      dismiss: dismiss, initialFocus: Self.cancelIndex(state.buttons))
  }

  @MainActor
  private static func buttons<DialogState, DialogAction>(
    _ buttons: [ButtonState<DialogAction>], item: Binding<Store<DialogState, DialogAction>?>,
    store: Store<DialogState, DialogAction>
  ) -> [Button<Action>] {
    buttons.enumerated().map { index, button in
      let reaction: Reaction<Action> =
        if let action = button.action {
          .set { store.send(action) }
        } else {
          .set { item.wrappedValue = nil }
        }
      return Button(id: "dialog-\(index)", title: button.label.description, reaction: reaction)
    }
  }

  private static func cancelIndex<DialogAction>(_ buttons: [ButtonState<DialogAction>]) -> Int {
    buttons.firstIndex { $0.role == .cancel } ?? 0
  }
}
