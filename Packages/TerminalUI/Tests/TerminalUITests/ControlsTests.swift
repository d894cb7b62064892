import Testing

@testable import TerminalUI

@Suite struct ControlsTests {
  @Test func focusedButtonHasBracketsAndInverse() {
    let button = ButtonView(title: "Log in", isFocused: true)
    #expect(button.line == Line("[ Log in ]", style: Style(isBold: true, isInverse: true)))
  }

  @Test func unfocusedButtonHasSpacesInsteadAndTheSameWidth() {
    let button = ButtonView(title: "Log in", isFocused: false)
    #expect(button.line == Line("  Log in  "))
    #expect(button.line.width == ButtonView(title: "Log in", isFocused: true).line.width)
  }

  @Test func disabledButtonIsDimEvenWithFocus() {
    #expect(
      ButtonView(title: "Save", isFocused: true, isDisabled: true).line
        == Line("[ Save ]", style: .dim))
    #expect(
      ButtonView(title: "Save", isFocused: false, isDisabled: true).line
        == Line(" (Save) ", style: .dim))
  }

  @Test func buttonIsTruncatedToTheWidth() {
    #expect(ButtonView(title: "Log in", isFocused: true).lines(width: 6).text == "[ Log…")
  }

  @Test func spinnerCyclesThroughItsGlyphs() {
    #expect(Spinner(frame: 0).glyph == "⠋")
    #expect(Spinner(frame: 1).glyph == "⠙")
    #expect(Spinner(frame: 10).glyph == "⠋")
    #expect(Spinner(frame: -1).glyph == "⠏")
    #expect(Set((0..<10).map { Spinner(frame: $0).glyph }).count == 10)
  }

  @Test func spinnerShowsItsLabel() {
    let lines = Spinner(frame: 2, label: "Loading fact…").lines(width: 20)
    #expect(lines.text == "⠹ Loading fact…")
    #expect(lines[0].spans.first == Span("⠹", style: .foreground(.yellow)))
    #expect(Spinner(frame: 2).lines(width: 1).text == "⠹")
  }

  @Test func errorLineIsRedAndWrapsUnderItsMessage() {
    let lines = ErrorLine("The password is wrong. Try again.").lines(width: 24)
    #expect(
      lines.text == """
        ! The password is wrong.
          Try again.
        """)
    #expect(lines[0].spans.last == Span("The password is wrong.", style: .foreground(.red)))
  }

  @Test func errorLineAtTinyWidthsStillShowsTheMark() {
    #expect(ErrorLine("No").lines(width: 2).text == "!\nNo")
    #expect(ErrorLine("").lines(width: 10).text == "!")
  }
}
