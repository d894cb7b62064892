import Testing

@testable import TerminalUI

@Suite struct BarsTests {
  @Test func titleBarShowsHintTitleAndRightAlignedExtra() {
    let bar = TitleBar(title: "Fact for 2", backHint: "Esc back", trailing: "alice")
    #expect(bar.lines(width: 30).text == "← Esc back  Fact for 2   alice")
    #expect(bar.lines(width: 30)[0].width == 30)
  }

  @Test func titleBarDropsTheExtraFirstThenTruncatesTheTitle() {
    let bar = TitleBar(title: "Fact for 2", backHint: "Esc back", trailing: "alice")
    #expect(bar.lines(width: 26).text == "← Esc back  Fact for 2")
    #expect(bar.lines(width: 16).text == "← Esc back  Fac…")
    #expect(TitleBar(title: "Counter").lines(width: 20).text == "Counter")
    #expect(TitleBar(title: "Counter").lines(width: 0).text == "…")
  }

  @Test func titleBarStylesTheTitleBold() {
    #expect(TitleBar(title: "Counter").lines(width: 10) == [Line("Counter", style: .bold)])
  }

  @Test func tabBarNumbersTabsAndBracketsTheSelected() {
    #expect(
      TabStrip(titles: ["Counter", "Profile"], selection: 0).lines(width: 40).text
        == "[1 Counter]  2 Profile")
    #expect(
      TabStrip(titles: ["Counter", "Profile"], selection: 1).lines(width: 40).text
        == " 1 Counter  [2 Profile]")
    let selected = TabStrip(titles: ["A"], selection: 0).lines(width: 10)[0]
    #expect(selected == Line("[1 A]", style: Style(isBold: true, isInverse: true)))
  }

  @Test func tabBarNumbersOnlyTheFirstNine() {
    let titles = (1...10).map { "t\($0)" }
    #expect(
      TabStrip(titles: titles, selection: 9).lines(width: 200).text.hasSuffix(" 9 t9  [t10]"))
  }

  @Test func tabBarIsTruncatedOnANarrowScreen() {
    #expect(
      TabStrip(titles: ["Counter", "Profile"], selection: 1).lines(width: 10).text == " 1 Counte…"
    )
  }

  @Test func keyHintsListKeysInBoldAndActionsDim() {
    let hints = KeyHints([
      KeyHint("Tab", "next"), KeyHint("Enter", "select"), KeyHint("Esc", "back"),
      KeyHint("q", "quit"),
    ])
    #expect(hints.lines(width: 80).text == "Tab next  Enter select  Esc back  q quit")
    #expect(hints.line.spans.prefix(2) == [Span("Tab", style: .bold), Span(" next", style: .dim)])
  }

  @Test func keyHintsAreTruncatedToTheWidth() {
    let hints = KeyHints([KeyHint("Tab", "next"), KeyHint("Enter", "select")])
    #expect(hints.lines(width: 12).text == "Tab next  E…")
    #expect(KeyHints([]).lines(width: 12) == [.empty])
  }
}
