import Effects
import Testing

@testable import TerminalUI

@Suite struct FrameTests {
  @Test func fitsLinesToTheSize() {
    let frame = Frame(
      size: TerminalSize(rows: 3, columns: 5), lines: ["short", "much too long", "a", "extra"])
    #expect(frame.lines == ["short", "much…", "a"])
    #expect(frame.text == "short\nmuch…\na")
  }

  @Test func missingLinesAreEmpty() {
    let frame = Frame(size: TerminalSize(rows: 3, columns: 5), lines: ["a"])
    #expect(frame.lines == ["a", .empty, .empty])
    #expect(frame.text == "a\n\n")
  }

  @Test func aCursorOffTheScreenIsDropped() {
    let size = TerminalSize(rows: 2, columns: 4)
    #expect(
      Frame(size: size, lines: [], cursor: Cursor(row: 1, column: 3)).cursor
        == Cursor(row: 1, column: 3))
    #expect(Frame(size: size, lines: [], cursor: Cursor(row: 2, column: 0)).cursor == nil)
    #expect(Frame(size: size, lines: [], cursor: Cursor(row: 0, column: 4)).cursor == nil)
    #expect(Frame(size: size, lines: [], cursor: Cursor(row: -1, column: 0)).cursor == nil)
  }

  @Test func tinyAndEmptySizesDoNotCrash() {
    let content = VStack {
      TitleBar(title: "Log in", backHint: "Esc back")
      TextFieldView(label: "Username", field: TextFieldState(text: "alice"), isFocused: true)
      DialogView(title: "Quit", message: "Sure?", buttons: ["Yes", "No"], focusedButton: 0)
    }
    let one = Frame(size: TerminalSize(rows: 1, columns: 1), rendering: content)
    #expect(one.text == "…")
    let none = Frame(size: TerminalSize(rows: 0, columns: 0), rendering: content)
    #expect(none.lines == [])
    #expect(none.cursor == nil)
    let negative = Frame(size: TerminalSize(rows: -3, columns: -3), lines: ["a"])
    #expect(negative.lines == [])
  }

  @Test func aLoginScreenAt20x6() {
    let screen = VStack {
      TitleBar(title: "Log in", trailing: "offline")
      TextFieldView(
        label: "User", field: TextFieldState(text: "alice"), isFocused: true, labelWidth: 4)
      TextFieldView(
        label: "Pass", field: TextFieldState(text: "pw"), isFocused: false, isSecure: true,
        labelWidth: 4)
      ErrorLine("The password is wrong.")
      ButtonView(title: "Log in", isFocused: false)
      KeyHints([KeyHint("Tab", "next"), KeyHint("Enter", "log in"), KeyHint("q", "quit")])
    }
    let frame = Frame(size: TerminalSize(rows: 6, columns: 20), rendering: screen)
    #expect(
      frame.text == """
        Log in       offline
        User [alice        ]
        Pass  ••
        ! The password is
          wrong.
          Log in
        """)
    #expect(frame.cursor == Cursor(row: 1, column: 11))
    #expect(frame.lines.allSatisfy { $0.width <= 20 })
  }
}
