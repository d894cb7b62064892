import Effects
import TerminalUI
import Testing

/// A screen as a value: its controls in focus order, mapping into a parent's actions, busy.
@Suite struct ScreenTests {
  enum Child: Equatable { case typed(String), submitted, tapped, picked(Int), back, appeared }
  enum Parent: Equatable { case child(Child), dismissed }

  func form(isLoading: Bool = false) -> Screen<Child> {
    Screen(id: "form", title: "Form", back: .back, onAppear: .appeared) {
      Element.text("Fill this in.")
      Element.field(
        TextField(id: "name", label: "Name", text: "", onSubmit: .submitted) {
          .typed($0)
        })
      if isLoading { Element.spinner("Saving…") }
      Element.button("save", "Save", .tapped)
      Element.button("disabled", "Later", .tapped, isEnabled: false)
      Element.list(
        SelectionList(id: "items", items: ["a", "b"], emptyText: "none") { .picked($0) })
    }
  }

  @Test func controlsComeInOrderAndSkipDisabledButtons() {
    #expect(form().controls.map(\.id) == ["name", "save", "items"])
  }

  @Test func anEmptyListTakesNoFocus() {
    let screen = Screen<Child>(id: "s", title: "S") {
      Element.list(SelectionList(id: "items", items: [], emptyText: "none"))
    }
    #expect(screen.controls.isEmpty)
  }

  @Test func aSpinnerMakesTheScreenBusy() {
    #expect(!form().isBusy)
    #expect(form(isLoading: true).isBusy)
  }

  @Test func mappingWrapsEveryAction() {
    let mapped = form().map(Parent.child)
    #expect(mapped.back?.action == .child(.back))
    #expect(mapped.onAppear == .child(.appeared))
    guard case let .field(field) = mapped.controls[0],
      case let .button(button) = mapped.controls[1],
      case let .list(list) = mapped.controls[2]
    else {
      Issue.record("controls changed kind: \(mapped.controls.map(\.id))")
      return
    }
    #expect(field.onChange("x").action == .child(.typed("x")))
    #expect(field.onSubmit == .child(.submitted))
    #expect(button.action == .child(.tapped))
    #expect(list.onActivate?(1) == .child(.picked(1)))
  }

  @Test func aDialogTakesAllFocus() {
    let screen = form().presenting(
      Dialog(
        title: "Sure?", buttons: [Button(id: "yes", title: "Yes", action: .submitted)],
        dismiss: .back))
    #expect(screen.controls.map(\.id) == ["yes"])
    #expect(screen.map(Parent.child).dialog?.dismiss.action == .child(.back))
  }
}

/// A dialog bound to a feature's presented dialog state: its buttons send their actions
/// through the dialog's store, and Cancel, OK and Esc set the presentation to `nil`.
@MainActor @Suite struct DialogStateTests {
  enum Choice: Equatable { case delete }

  struct Parent: Reducer {
    struct State {
      @PresentationState var dialog: ConfirmationDialogState<Choice>?
      @PresentationState var alert: AlertState<Choice>?
      var received: [Action] = []
    }
    enum Action: Equatable {
      case showDialog, showAlert
      case dialog(PresentationAction<Choice>)
      case alert(PresentationAction<Choice>)
      var dialog: PresentationAction<Choice>? { if case let .dialog(a) = self { a } else { nil } }
      var alert: PresentationAction<Choice>? { if case let .alert(a) = self { a } else { nil } }
    }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .showDialog:
          state.dialog = ConfirmationDialogState(titleVisibility: .visible) {
            TextState("Delete?")
          } actions: {
            ButtonState(role: .destructive, action: .delete) { TextState("Delete") }
            ButtonState(role: .cancel) { TextState("Cancel") }
          } message: {
            TextState("It cannot be undone.")
          }
        case .showAlert:
          state.alert = AlertState { TextState("Saved.") }
        case .dialog, .alert:
          state.received.append(action)
        }
        return .none
      }
      .ifLet(\.$dialog, action: .case(Action.dialog, \.dialog))
      .ifLet(\.$alert, action: .case(Action.alert, \.alert))
    }
  }

  let store = Store(initialState: Parent.State()) { Parent() }

  var dialog: Dialog<Parent.Action>? {
    Dialog(Bindable(store)[state: \.dialog, action: .case(Parent.Action.dialog, \.dialog)])
  }

  var alert: Dialog<Parent.Action>? {
    Dialog(Bindable(store)[state: \.alert, action: .case(Parent.Action.alert, \.alert)])
  }

  @Test func nothingPresentedIsNoDialog() {
    #expect(dialog == nil)
    #expect(alert == nil)
  }

  @Test func aConfirmationDialogShowsItsStateWithFocusOnCancel() throws {
    store.send(.showDialog)
    let dialog = try #require(dialog)
    #expect(dialog.title == "Delete?")
    #expect(dialog.message == "It cannot be undone.")
    #expect(dialog.buttons.map(\.title) == ["Delete", "Cancel"])
    #expect(dialog.initialFocus == 1)
  }

  @Test func aButtonWithAnActionSendsItPresented() throws {
    store.send(.showDialog)
    try #require(dialog).buttons[0].reaction.perform(on: store)
    #expect(store.received == [.dialog(.presented(.delete))])
    #expect(self.dialog == nil, "a dialog's action dismisses it")
  }

  @Test func cancelAndEscSetThePresentationToNilWhichDismisses() throws {
    store.send(.showDialog)
    try #require(dialog).buttons[1].reaction.perform(on: store)
    #expect(store.received == [.dialog(.dismiss)])
    store.send(.showDialog)
    try #require(dialog).dismiss.perform(on: store)
    #expect(store.received == [.dialog(.dismiss), .dialog(.dismiss)])
    #expect(self.dialog == nil)
  }

  @Test func anAlertWithoutButtonsGetsAnOKThatDismisses() throws {
    store.send(.showAlert)
    let alert = try #require(alert)
    #expect(alert.buttons.map(\.title) == ["OK"])
    alert.buttons[0].reaction.perform(on: store)
    #expect(store.received == [.alert(.dismiss)])
    #expect(self.alert == nil)
  }
}
