import Testing

@testable import TerminalUI

@Suite struct WrapTests {
  private func plain(_ text: String, _ width: Int) -> [String] {
    wrap(text, width: width).map(\.plain)
  }

  @Test func wordsWrapAtSpaces() {
    #expect(plain("The quick brown fox", 10) == ["The quick", "brown fox"])
    #expect(plain("The quick brown fox", 9) == ["The quick", "brown fox"])
    #expect(plain("The quick brown fox", 8) == ["The", "quick", "brown", "fox"])
    #expect(plain("The quick brown fox", 80) == ["The quick brown fox"])
  }

  @Test func everyLineFitsTheWidth() {
    let text = "Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor"
    for width in 1...30 {
      let lines = wrap(text, width: width)
      #expect(lines.allSatisfy { $0.width <= width }, "width \(width)")
      #expect(lines.map(\.plain).joined().filter { $0 != " " } == text.filter { $0 != " " })
    }
  }

  @Test func longWordsBreakBetweenCharacters() {
    #expect(plain("abcdefghij", 4) == ["abcd", "efgh", "ij"])
    #expect(plain("hi abcdefghij", 4) == ["hi", "abcd", "efgh", "ij"])
  }

  @Test func existingNewlinesAreHonoured() {
    #expect(plain("one\ntwo", 20) == ["one", "two"])
    #expect(plain("a\n\nb", 20) == ["a", "", "b"])
    #expect(plain("a\r\nb\rc", 20) == ["a", "b", "c"])
    #expect(plain("trailing\n", 20) == ["trailing", ""])
  }

  @Test func emptyTextIsOneEmptyLine() {
    #expect(wrap("", width: 10) == [Line.empty])
  }

  @Test func spacesAtABreakAndAtTheEndAreDroppedButIndentationIsKept() {
    #expect(plain("ab    cd", 4) == ["ab", "cd"])
    #expect(plain("ab   ", 10) == ["ab"])
    #expect(plain("  indented text", 10) == ["  indented", "text"])
    #expect(plain("a  b", 10) == ["a  b"])
    #expect(plain("   ", 10) == [""])
  }

  @Test func wideCharactersCountTwoCells() {
    #expect(plain("漢字かな", 5) == ["漢字", "かな"])
    #expect(plain("漢字 かな", 4) == ["漢字", "かな"])
    #expect(plain("ab 漢字", 5) == ["ab", "漢字"])
    #expect(plain("👨‍👩‍👧👨‍👩‍👧👨‍👩‍👧", 4) == ["👨‍👩‍👧👨‍👩‍👧", "👨‍👩‍👧"])
  }

  @Test func combiningMarksStayWithTheirBase() {
    let word = String(repeating: "e\u{301}", count: 5)
    #expect(plain(word, 2) == ["e\u{301}e\u{301}", "e\u{301}e\u{301}", "e\u{301}"])
  }

  @Test func widthBelowOneIsTreatedAsOne() {
    #expect(plain("abc", 0) == ["a", "b", "c"])
    #expect(plain("ab", -5) == ["a", "b"])
  }

  @Test func aCharacterWiderThanTheWidthGetsALineOfItsOwn() {
    #expect(plain("a漢b", 1) == ["a", "漢", "b"])
  }

  @Test func stylesCarryOverToTheWrappedLines() {
    let text = Line("error:", style: .bold) + Line(" disk is full", style: .foreground(.red))
    let lines = wrap(text, width: 8)
    #expect(
      lines == [
        Line("error:", style: .bold),
        Line("disk is", style: .foreground(.red)),
        Line("full", style: .foreground(.red)),
      ])
    #expect(
      wrap("ab cd", width: 2, style: .dim) == [Line("ab", style: .dim), Line("cd", style: .dim)])
  }
}
