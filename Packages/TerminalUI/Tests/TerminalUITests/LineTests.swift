import Testing

@testable import TerminalUI

@Suite struct LineTests {
  @Test func plainAndWidthIgnoreStyles() {
    let line = Line([Span("Tab", style: .bold), Span(" next"), Span(" 漢", style: .dim)])
    #expect(line.plain == "Tab next 漢")
    #expect(line.width == 11)
  }

  @Test func neighbouringSpansOfOneStyleAreJoinedAndEmptyOnesDropped() {
    let line = Line([
      Span("a"), Span(""), Span("b"), Span("c", style: .bold), Span("d", style: .bold),
    ])
    #expect(line.spans == [Span("ab"), Span("cd", style: .bold)])
    #expect(line == Line("ab") + Line("cd", style: .bold))
    #expect(Line("").isEmpty)
    #expect(Line("") == .empty)
  }

  @Test func concatenationKeepsEachPartsStyle() {
    var line: Line = "Hello, "
    line += Line("world", style: .bold)
    #expect(line.spans == [Span("Hello, "), Span("world", style: .bold)])
    #expect((Line.empty + line) == line)
  }

  @Test func addingAStyleKeepsTheSpansOwnAttributes() {
    let line = (Line("a", style: .bold) + Line("b")).adding(.inverse)
    #expect(
      line.spans == [
        Span("a", style: Style(isBold: true, isInverse: true)), Span("b", style: .inverse),
      ])
  }

  @Test func paddedAddsPlainSpacesUpToTheWidth() {
    #expect(Line("ab", style: .bold).padded(to: 4).spans == [Span("ab", style: .bold), Span("  ")])
    #expect(Line("漢").padded(to: 3).plain == "漢 ")
    #expect(Line("abc").padded(to: 2).plain == "abc")
    #expect(Line.empty.padded(to: 0) == .empty)
    #expect(Line.empty.padded(to: -1) == .empty)
  }

  @Test func truncatedEndsWithAnEllipsisWhenCut() {
    #expect(Line("Hello, world").truncated(to: 8).plain == "Hello,… ")
    #expect(Line("Hello").truncated(to: 5).plain == "Hello")
    #expect(Line("Hello").truncated(to: 9).plain == "Hello")
    #expect(Line("Hello").truncated(to: 1).plain == "…")
    #expect(Line("Hello").truncated(to: 0) == .empty)
    #expect(Line("Hello").truncated(to: -3) == .empty)
    #expect(Line.empty.truncated(to: 3) == .empty)
  }

  @Test func truncatedNeverSplitsAWideCharacter() {
    // "ab" + "漢" needs 4 cells, and the ellipsis one more: the wide char becomes padding.
    #expect(Line("ab漢字").truncated(to: 4).plain == "ab… ")
    #expect(Line("ab漢字").truncated(to: 4).width == 4)
    #expect(Line("漢字かな").truncated(to: 5).plain == "漢字…")
    #expect(Line("漢字").truncated(to: 1).plain == "…")
    #expect(Line("漢字").truncated(to: 3, ellipsis: "").plain == "漢 ")
    #expect(Line("漢字").truncated(to: 1, ellipsis: "").plain == " ")
  }

  @Test func truncatedKeepsCombiningMarksWithTheirBase() {
    let line = Line("e\u{301}e\u{301}e\u{301}e\u{301}")
    #expect(line.truncated(to: 3).plain == "e\u{301}e\u{301}…")
    #expect(Line("👨‍👩‍👧👨‍👩‍👧").truncated(to: 3).plain == "👨‍👩‍👧…")
  }

  @Test func truncatedKeepsStylesAndGivesTheEllipsisTheCutSpansStyle() {
    let line = Line("ab") + Line("cdef", style: .bold)
    #expect(line.truncated(to: 4).spans == [Span("ab"), Span("c…", style: .bold)])
    #expect(line.truncated(to: 3).spans == [Span("ab"), Span("…", style: .bold)])
  }

  @Test func clippingWithoutEllipsis() {
    #expect(Line("Hello").truncated(to: 3, ellipsis: "").plain == "Hel")
    #expect(Line("Hello").truncated(to: 2, ellipsis: "...").plain == "He")
  }
}
