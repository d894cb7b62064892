import Effects
import Testing

@testable import TerminalUI

@Suite struct FrameRendererTests {
  private let size = TerminalSize(rows: 3, columns: 10)

  @Test func theFirstFrameClearsTheScreenAndWritesEveryNonEmptyLine() {
    var renderer = FrameRenderer()
    let output = renderer.render(Frame(size: size, lines: ["one", "", "three"]), colors: false)
    #expect(output == "\u{1B}[?25l\u{1B}[H\u{1B}[2J\u{1B}[1;1Hone\u{1B}[3;1Hthree")
  }

  @Test func laterFramesWriteOnlyTheChangedLines() {
    var renderer = FrameRenderer()
    _ = renderer.render(Frame(size: size, lines: ["one", "two", "three"]), colors: false)
    let output = renderer.render(Frame(size: size, lines: ["one", "2", "three"]), colors: false)
    #expect(output == "\u{1B}[?25l\u{1B}[2;1H2\u{1B}[K")
  }

  @Test func anUnchangedFrameWritesNothing() {
    var renderer = FrameRenderer()
    let frame = Frame(size: size, lines: ["one"], cursor: Cursor(row: 0, column: 3))
    _ = renderer.render(frame, colors: true)
    #expect(renderer.render(frame, colors: true) == "")
  }

  @Test func aFullWidthLineSkipsTheClearToEndOfLine() {
    var renderer = FrameRenderer()
    _ = renderer.render(Frame(size: size, lines: ["a"]), colors: false)
    let output = renderer.render(Frame(size: size, lines: ["0123456789"]), colors: false)
    #expect(output == "\u{1B}[?25l\u{1B}[1;1H0123456789")
  }

  @Test func theCursorIsShownAtTheFramesCursorAfterDrawing() {
    var renderer = FrameRenderer()
    let first = renderer.render(
      Frame(size: size, lines: ["ab"], cursor: Cursor(row: 0, column: 2)), colors: false)
    #expect(first.hasSuffix("ab\u{1B}[1;3H\u{1B}[?25h"))
    let moved = renderer.render(
      Frame(size: size, lines: ["ab"], cursor: Cursor(row: 0, column: 1)), colors: false)
    #expect(moved == "\u{1B}[1;2H\u{1B}[?25h")
    let hidden = renderer.render(Frame(size: size, lines: ["ab"]), colors: false)
    #expect(hidden == "\u{1B}[?25l")
  }

  @Test func aSizeChangeOrInvalidateRedrawsEverything() {
    var renderer = FrameRenderer()
    _ = renderer.render(Frame(size: size, lines: ["one"]), colors: false)
    let resized = renderer.render(
      Frame(size: TerminalSize(rows: 2, columns: 5), lines: ["one"]), colors: false)
    #expect(resized == "\u{1B}[?25l\u{1B}[H\u{1B}[2J\u{1B}[1;1Hone")
    renderer.invalidate()
    let again = renderer.render(
      Frame(size: TerminalSize(rows: 2, columns: 5), lines: ["one"]), colors: false)
    #expect(again == resized)
  }

  @Test func colorsWriteSgrSequencesAndNoColorsWritesNone() {
    let frame = Frame(
      size: size,
      lines: [
        Line("a", style: .bold) + Line("b")
          + Line("c", style: Style(isInverse: true, foreground: .red))
      ])
    var colored = FrameRenderer()
    #expect(
      colored.render(frame, colors: true).contains("\u{1B}[1ma\u{1B}[0mb\u{1B}[7;31mc\u{1B}[0m"))
    var plain = FrameRenderer()
    let output = plain.render(frame, colors: false)
    #expect(!output.contains("m"))
    #expect(output.contains("abc"))
  }

  @Test func switchingColorsRedrawsEverything() {
    var renderer = FrameRenderer()
    let frame = Frame(size: size, lines: [Line("a", style: .bold)])
    _ = renderer.render(frame, colors: true)
    #expect(renderer.render(frame, colors: false).contains("\u{1B}[2J"))
  }

  @Test func typingOneCharacterIntoAFieldRewritesOneLineInUnder100Bytes() {
    func screen(_ username: String) -> Frame {
      let content = VStack {
        TitleBar(title: "Log in", trailing: "offline")
        Line.empty
        TextFieldView(
          label: "Username", field: TextFieldState(text: username), isFocused: true, labelWidth: 8)
        TextFieldView(
          label: "Password", field: TextFieldState(), isFocused: false, isSecure: true,
          labelWidth: 8)
        Line.empty
        ButtonView(title: "Log in", isFocused: false)
        KeyHints([KeyHint("Tab", "next"), KeyHint("Enter", "log in"), KeyHint("q", "quit")])
      }
      return Frame(size: .standard, rendering: content)
    }
    var renderer = FrameRenderer()
    _ = renderer.render(screen("alic"), colors: true)
    let output = renderer.render(screen("alice"), colors: true)
    #expect(output.utf8.count < 100, "\(output.utf8.count) bytes: \(output.debugDescription)")
    #expect(output.components(separatedBy: "\u{1B}[K").count == 2)  // one line rewritten
    #expect(output.hasPrefix("\u{1B}[?25l\u{1B}[3;1H"))
    #expect(output.hasSuffix("\u{1B}[3;16H\u{1B}[?25h"))
  }
}
