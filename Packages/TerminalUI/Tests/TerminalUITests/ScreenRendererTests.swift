import Effects
import TerminalUI
import Testing

/// Laying a screen out in a terminal too small for it.
@Suite struct ScreenRendererTests {
  enum Action { case tapped(Int), dismissed }

  /// Ten buttons, more than a 8-row terminal shows.
  func tenButtons() -> Screen<Action> {
    Screen(id: "long", title: "Long") {
      for index in 1...10 { Element.button("b\(index)", "Button \(index)", .tapped(index)) }
    }
  }

  @Test func theWindowScrollsToTheFocusedControl() {
    let frame = tenButtons().snapshot(size: TerminalSize(rows: 8, columns: 30), focus: "b9")
    #expect(frame.contains("[ Button 9 ]"))
    #expect(!frame.contains("Button 1\n"), "the top scrolled away")
  }

  @Test func aDialogKeepsTheScrollButShowsNoFocusBehindIt() {
    let screen = tenButtons().presenting(
      Dialog(
        title: "Sure?", buttons: [Button(id: "ok", title: "OK", action: .dismissed)],
        dismiss: .dismissed))
    let frame = screen.snapshot(size: TerminalSize(rows: 10, columns: 30), focus: "b9")
    #expect(frame.contains("Button 9"), "still scrolled to the focused control")
    #expect(!frame.contains("[ Button 9 ]"), "but not drawn focused")
    #expect(frame.contains("[ OK ]"))
  }
}
