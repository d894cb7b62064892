import Testing

@testable import TerminalUI

@Suite struct LinesTextTests {
  @Test func joinsPlainLinesAndTrimsTrailingSpaces() {
    let lines: [Line] = [Line("a  ", style: .bold) + Line(" b "), "", "  c", "   "]
    #expect(lines.text == "a   b\n\n  c\n")
  }

  @Test func noLinesIsEmptyText() {
    #expect([Line]().text == "")
  }
}
