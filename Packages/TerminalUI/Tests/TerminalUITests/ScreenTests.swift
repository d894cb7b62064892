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
    #expect(mapped.back == .child(.back))
    #expect(mapped.onAppear == .child(.appeared))
    guard case let .field(field) = mapped.controls[0],
      case let .button(button) = mapped.controls[1],
      case let .list(list) = mapped.controls[2]
    else {
      Issue.record("controls changed kind: \(mapped.controls.map(\.id))")
      return
    }
    #expect(field.onChange("x") == .child(.typed("x")))
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
    #expect(screen.map(Parent.child).dialog?.dismiss == .child(.back))
  }
}

/// Dialog state from a feature turns into a dialog whose buttons send presentation actions.
@Suite struct DialogStateTests {
  enum Choice: Equatable { case delete }
  enum Parent: Equatable { case alert(PresentationAction<Choice>) }

  @Test func aConfirmationDialogsButtonsSendPresentedOrDismiss() {
    let state = ConfirmationDialogState<Choice>(titleVisibility: .visible) {
      TextState("Delete?")
    } actions: {
      ButtonState(role: .destructive, action: .delete) { TextState("Delete") }
      ButtonState(role: .cancel) { TextState("Cancel") }
    } message: {
      TextState("It cannot be undone.")
    }
    let dialog = Dialog(state, action: Parent.alert)
    #expect(dialog.title == "Delete?")
    #expect(dialog.message == "It cannot be undone.")
    #expect(dialog.buttons.map(\.title) == ["Delete", "Cancel"])
    #expect(dialog.buttons.map(\.action) == [.alert(.presented(.delete)), .alert(.dismiss)])
    #expect(dialog.dismiss == .alert(.dismiss))
  }

  @Test func anAlertWithoutButtonsGetsOK() {
    let dialog = Dialog(AlertState<Choice> { TextState("Saved.") }, action: Parent.alert)
    #expect(dialog.buttons.map(\.title) == ["OK"])
    #expect(dialog.buttons.map(\.action) == [.alert(.dismiss)])
  }
}
