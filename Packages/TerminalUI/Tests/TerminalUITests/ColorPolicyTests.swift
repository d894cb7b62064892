import Testing

@testable import TerminalUI

@Suite struct ColorPolicyTests {
  @Test func aTerminalWithoutNoColorGetsColors() {
    #expect(ColorPolicy.resolve(environment: [:], isTerminal: true))
    #expect(ColorPolicy.resolve(environment: ["TERM": "xterm"], isTerminal: true))
  }

  @Test func noColorSetAndNonEmptyTurnsColorsOff() {
    #expect(!ColorPolicy.resolve(environment: ["NO_COLOR": "1"], isTerminal: true))
    #expect(!ColorPolicy.resolve(environment: ["NO_COLOR": "0"], isTerminal: true))
  }

  @Test func anEmptyNoColorIsIgnored() {
    #expect(ColorPolicy.resolve(environment: ["NO_COLOR": ""], isTerminal: true))
  }

  @Test func outputThatIsNotATerminalGetsNoColors() {
    #expect(!ColorPolicy.resolve(environment: [:], isTerminal: false))
  }
}
