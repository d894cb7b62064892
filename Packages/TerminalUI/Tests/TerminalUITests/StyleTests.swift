import Testing

@testable import TerminalUI

@Suite struct StyleTests {
  @Test func plainHasNoAttribute() {
    #expect(Style.plain.isPlain)
    #expect(!Style.bold.isPlain)
    #expect(!Style.foreground(.gray).isPlain)
  }

  @Test func addingTurnsAttributesOnAndTakesTheNewColour() {
    let style = Style.bold.adding(.foreground(.red)).adding(.inverse)
    #expect(style == Style(isBold: true, isInverse: true, foreground: .red))
    #expect(Style.foreground(.red).adding(.foreground(.green)).foreground == .green)
    #expect(Style.foreground(.red).adding(.dim).foreground == .red)
  }

  @Test func paletteCodesAreTheAnsiForegrounds() {
    #expect(TerminalColor.allCases.map(\.foregroundCode) == [31, 32, 33, 34, 36, 90])
  }
}
