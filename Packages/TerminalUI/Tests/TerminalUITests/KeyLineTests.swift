import Effects
import Testing

@testable import TerminalUI

/// The key line, made in one place (`ScreenRenderer.hints`) for every screen: what each kind
/// of focus, a back action, tabs, shortcuts and a dialog add. Feature snapshots leave it out
/// (`expectSnapshot`); this is where it is tested.
@Suite struct KeyLineTests {
  private enum Action: Equatable { case go, back, tab(Int), changed(String), picked(Int) }

  private func keyLine(_ screen: Screen<Action>, focus: String? = nil) -> String {
    var interaction = Interaction()
    if let focus { interaction.focus(focus, on: screen) } else { interaction.sync(with: screen) }
    return KeyHints(ScreenRenderer.hints(for: screen, interaction: interaction))
      .lines(width: 120).text
  }

  @Test func oneButtonSelectsAndQuits() {
    let screen = Screen<Action>(id: "s", title: "S") { Element.button("go", "Go", .go) }
    #expect(keyLine(screen) == "Enter select  q quit")
  }

  @Test func twoStopsAddTabBackAddsEscAndShortcutsFollowTheTabs() {
    var screen = Screen<Action>(
      id: "s", title: "S", back: .back, shortcuts: [Shortcut("+", "increment", .go)]
    ) {
      Element.button("go", "Go", .go)
      Element.button("again", "Again", .go)
    }
    screen.tabs = Tabs(titles: ["A", "B"], selected: 0) { .tab($0) }
    #expect(keyLine(screen) == "Tab next  Enter select  Esc back  ←→ tabs  + increment  q quit")
  }

  @Test func aFieldSubmitsOrMovesOnAndOnlyCtrlCQuits() {
    let screen = Screen<Action>(id: "s", title: "S", shortcuts: [Shortcut("+", "more", .go)]) {
      Element.field(TextField(id: "name", label: "Name", text: "") { .changed($0) })
      Element.field(
        TextField(id: "code", label: "Code", text: "", onSubmit: .go) { .changed($0) })
    }
    #expect(keyLine(screen, focus: "name") == "Tab next  Enter next  Ctrl-C quit")
    #expect(keyLine(screen, focus: "code") == "Tab next  Enter submit  Ctrl-C quit")
  }

  @Test func aListSelectsWithTheArrowsAndNamesWhatEnterDoes() {
    let screen = Screen<Action>(id: "s", title: "S") {
      Element.list(
        SelectionList(id: "facts", items: ["a"], emptyText: "none", activateHint: "remove") {
          .picked($0)
        })
      Element.list(SelectionList(id: "plain", items: ["b"], emptyText: "none"))
    }
    #expect(keyLine(screen, focus: "facts") == "Tab next  ↑↓ select  Enter remove  q quit")
    #expect(keyLine(screen, focus: "plain") == "Tab next  ↑↓ select  q quit")
  }

  @Test func aRowOfChoicesChoosesWithTheArrowsInsteadOfSwitchingTabs() {
    var screen = Screen<Action>(id: "s", title: "S") {
      Element.buttonRow([
        Button(id: "one", title: "1", action: .picked(1), isSelected: true),
        Button(id: "two", title: "2", action: .picked(2)),
      ])
      Element.button("go", "Go", .go)
    }
    screen.tabs = Tabs(titles: ["A", "B"], selected: 0) { .tab($0) }
    #expect(keyLine(screen, focus: "one") == "Tab next  ←→ choose  q quit")
    #expect(keyLine(screen, focus: "go") == "Tab next  Enter select  ←→ tabs  q quit")
  }

  @Test func aDialogTakesEveryKey() {
    var screen = Screen<Action>(id: "s", title: "S", back: .back) {
      Element.button("go", "Go", .go)
    }
    screen.dialog = Dialog(
      title: "Sure?", buttons: [Button(id: "yes", title: "Yes", action: .go)], dismiss: .back)
    #expect(keyLine(screen) == "←→ choose  Enter select  Esc cancel")
  }

  @Test func aShortcutOnAnArrowKeyIsNamedByItsArrowAndWinsOverTheTabs() {
    var screen = Screen<Action>(
      id: "s", title: "S",
      shortcuts: [Shortcut(key: .left, "previous", .picked(-1)), Shortcut(key: .end, "last", .go)]
    ) { Element.text("step 1") }
    screen.tabs = Tabs(titles: ["A", "B"], selected: 0) { .tab($0) }
    #expect(keyLine(screen) == "←→ tabs  ← previous  End last  q quit")
    var interaction = Interaction()
    #expect(KeyRouter.handle(.left, on: screen, interaction: &interaction).actions == [.picked(-1)])
    #expect(KeyRouter.handle(.right, on: screen, interaction: &interaction).actions == [.tab(1)])
    #expect(KeyRouter.handle(.end, on: screen, interaction: &interaction).actions == [.go])
  }

  @Test func aShortcutOnDownWinsOverMovingTheFocus() {
    let screen = Screen<Action>(
      id: "s", title: "S", shortcuts: [Shortcut(key: .down, "scroll down", .picked(1))]
    ) {
      Element.button("one", "One", .go)
      Element.button("two", "Two", .back)
    }
    #expect(keyLine(screen) == "Tab next  Enter select  ↓ scroll down  q quit")
    var interaction = Interaction()
    interaction.sync(with: screen)
    #expect(KeyRouter.handle(.down, on: screen, interaction: &interaction).actions == [.picked(1)])
    #expect(interaction.focusedID(on: screen) == "one")
    _ = KeyRouter.handle(.tab, on: screen, interaction: &interaction)
    #expect(interaction.focusedID(on: screen) == "two", "Tab still moves the focus")
  }
}
