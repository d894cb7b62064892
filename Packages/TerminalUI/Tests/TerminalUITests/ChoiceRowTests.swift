import Effects
import TerminalUI
import Testing

/// A row of buttons with a chosen one behaves as a radio group: one stop for Tab, entered at the chosen button,
/// left / right choose along it while it has focus, and the key line says so.
@Suite struct ChoiceRowTests {
  enum Action: Equatable { case typed(String), chose(String), calculate, tab(Int) }

  /// A field, a row of four operators with `chosen` selected, a button, under two tabs.
  func calculator(chosen: String = "×") -> Screen<Action> {
    Screen(id: "calc", title: "Calculator") {
      Element.field(TextField(id: "number", label: "Number", text: "") { .typed($0) })
      Element.buttonRow(
        ["+", "−", "×", "÷"].map { op in
          Button(id: "op\(op)", title: op, action: .chose(op), isSelected: op == chosen)
        })
      Element.button("calculate", "Calculate", .calculate)
    }
    .withTabs(Tabs(titles: ["A", "B"], selected: 0) { .tab($0) })
  }

  func press(
    _ keys: [KeyEvent], on screen: Screen<Action>, from focus: String
  ) -> (actions: [Action], focus: String?) {
    var interaction = Interaction()
    interaction.sync(with: screen)
    interaction.focus(focus, on: screen)
    var actions: [Action] = []
    for key in keys {
      actions += KeyRouter.handle(key, on: screen, interaction: &interaction).actions
    }
    return (actions, interaction.focusedID(on: screen))
  }

  @Test func tabEntersTheRowAtTheChosenButtonAndLeavesItAfterTheRow() {
    let screen = calculator(chosen: "×")
    #expect(press([.tab], on: screen, from: "number").focus == "op×")
    #expect(press([.tab, .tab], on: screen, from: "number").focus == "calculate")
    #expect(press([.shiftTab], on: screen, from: "calculate").focus == "op×")
    #expect(press([.shiftTab, .shiftTab], on: screen, from: "calculate").focus == "number")
  }

  @Test func leftAndRightChooseAlongTheRowAndStopAtItsEnds() {
    let screen = calculator(chosen: "×")
    let right = press([.right], on: screen, from: "op×")
    #expect(right.actions == [.chose("÷")])
    #expect(right.focus == "op÷")
    #expect(press([.left], on: screen, from: "op×").actions == [.chose("−")])
    // At the end of the row nothing happens: left / right never switch tabs from inside it.
    #expect(press([.right], on: screen, from: "op÷").actions == [])
    #expect(press([.left], on: screen, from: "op+").actions == [])
  }

  @Test func outsideTheRowLeftAndRightStillSwitchTabs() {
    #expect(press([.right], on: calculator(), from: "calculate").actions == [.tab(1)])
  }

  @Test func aRowWithoutAChosenButtonIsARowOfOrdinaryButtons() {
    let screen = Screen<Action>(id: "counter", title: "Counter") {
      Element.buttonRow([
        Button(id: "minus", title: "−", action: .chose("−")),
        Button(id: "plus", title: "+", action: .chose("+")),
      ])
    }
    .withTabs(Tabs(titles: ["A", "B"], selected: 0) { .tab($0) })
    #expect(press([.tab], on: screen, from: "minus").focus == "plus")
    #expect(press([.right], on: screen, from: "minus").actions == [.tab(1)])
  }

  @Test func theKeyLineSaysArrowsChooseInTheRowAndSwitchTabsElsewhere() {
    let size = TerminalSize(rows: 14, columns: 60)
    let inRow = calculator().snapshot(size: size, focus: "op×")
    #expect(inRow.contains("←→ choose"))
    #expect(!inRow.contains("←→ tabs"))
    let onButton = calculator().snapshot(size: size, focus: "calculate")
    #expect(onButton.contains("←→ tabs"))
    #expect(!onButton.contains("←→ choose"))
  }
}
