import Testing

@testable import TerminalUI

@Suite struct DialogViewTests {
  private let dialog = DialogView(
    title: "Log out", message: "Log out of alice?", buttons: ["Log out", "Cancel"],
    focusedButton: 1)

  @Test func boxIsCentredWithTitleMessageAndButtons() {
    // Content: the buttons' row, 22 cells; the box 26; (40 - 26) / 2 = 7 cells of margin.
    #expect(
      dialog.lines(width: 40).text == """
               ┌─ Log out ──────────────┐
               │ Log out of alice?      │
               │                        │
               │   Log out   [ Cancel ] │
               └────────────────────────┘
        """)
  }

  @Test func narrowBoxWrapsTheMessage() {
    #expect(
      dialog.lines(width: 20).text == """
        ┌─ Log out ────────┐
        │ Log out of       │
        │ alice?           │
        │                  │
        │   Log out        │
        │ [ Cancel ]       │
        └──────────────────┘
        """)
  }

  @Test func everyLineFitsAndTheBoxIsWhole() {
    for width in 1...60 {
      let lines = dialog.lines(width: width)
      #expect(lines.allSatisfy { $0.width <= width }, "width \(width)")
      if width >= 5 {
        let widths = Set(lines.map(\.width))
        #expect(widths.count == 1, "width \(width)")
      }
    }
  }

  @Test func tinyWidthsDrawThePartsWithoutABox() {
    #expect(dialog.lines(width: 4).text == "Log…\nLog\nout\nof\nalic\ne?\n  L…\n[ C…")
  }

  @Test func maximumWidthCapsTheBox() {
    let long = DialogView(
      title: "Note", message: String(repeating: "word ", count: 30), buttons: ["OK"],
      focusedButton: 0, maximumWidth: 20)
    #expect(long.lines(width: 80).allSatisfy { $0.width == 30 + 20 })
  }
}
