import Testing

@testable import TerminalUI

@Suite struct TerminalWidthTests {
  @Test func asciiTakesOneCellEach() {
    #expect(Character("a").terminalWidth == 1)
    #expect("Hello, world!".terminalWidth == 13)
  }

  @Test func emptyStringTakesNoCells() {
    #expect("".terminalWidth == 0)
  }

  @Test func eastAsianWideAndFullwidthTakeTwoCells() {
    #expect("漢字".terminalWidth == 4)  // CJK ideographs
    #expect("한국어".terminalWidth == 6)  // Hangul syllables
    #expect("ひらがな".terminalWidth == 8)  // Hiragana
    #expect("ＡＢ".terminalWidth == 4)  // fullwidth forms
    #expect("\u{20000}".terminalWidth == 2)  // CJK Extension B, from the table's last range
    #expect("a漢b".terminalWidth == 4)
  }

  @Test func narrowNonLatinScriptsTakeOneCell() {
    #expect("Ωé".terminalWidth == 2)
    #expect("ｱ".terminalWidth == 1)  // halfwidth katakana
    #expect("→│…•›".terminalWidth == 5)
  }

  @Test func combiningMarksJoinTheirBaseAndAddNothing() {
    let decomposed = "e\u{301}"
    #expect(decomposed.count == 1)
    #expect(decomposed.terminalWidth == 1)
    #expect("a\u{301}\u{302}\u{303}".terminalWidth == 1)
    #expect("漢\u{301}".terminalWidth == 2)
  }

  @Test func aLoneCombiningMarkTakesNoCell() {
    #expect(Character("\u{301}").terminalWidth == 0)
    #expect("\u{301}abc".terminalWidth == 3)
  }

  @Test func zeroWidthJoinersSelectorsAndControlsTakeNoCell() {
    #expect(Character("\u{200D}").terminalWidth == 0)  // zero-width joiner
    #expect(Character("\u{200B}").terminalWidth == 0)  // zero-width space
    #expect(Character("\u{FE0F}").terminalWidth == 0)  // variation selector 16
    #expect(Character("\n").terminalWidth == 0)
    #expect(Character("\r\n").terminalWidth == 0)
    #expect(Character("\t").terminalWidth == 0)
    #expect(Character("\u{1B}").terminalWidth == 0)
    #expect(Character("\u{7F}").terminalWidth == 0)
  }

  @Test func emojiClustersAreOneCharacterOfTwoCells() {
    let family = "👨‍👩‍👧"
    #expect(family.count == 1)
    #expect(family.terminalWidth == 2)
    let flag = "🇰🇷"
    #expect(flag.count == 1)
    #expect(flag.terminalWidth == 2)
    #expect("😀".terminalWidth == 2)
    #expect("👍🏽".terminalWidth == 2)  // skin tone modifier
    #expect("🫠".terminalWidth == 2)  // Unicode 14
  }

  @Test func textPresentationEmojiBecomeWideOnlyWithVariationSelector16() {
    #expect("❤".terminalWidth == 1)
    #expect("❤\u{FE0F}".terminalWidth == 2)
    #expect("1".terminalWidth == 1)
    #expect("1\u{FE0F}\u{20E3}".terminalWidth == 2)  // keycap 1
  }

  @Test func tableIsSortedAndDisjoint() {
    let ranges = EastAsianWidth.wideRanges
    for (range, next) in zip(ranges, ranges.dropFirst()) {
      #expect(range.lower <= range.upper)
      #expect(range.upper < next.lower)
    }
  }

  @Test func binarySearchFindsRangeEdges() {
    for range in EastAsianWidth.wideRanges {
      #expect(EastAsianWidth.isWide(Unicode.Scalar(range.lower)!))
      #expect(EastAsianWidth.isWide(Unicode.Scalar(range.upper)!))
    }
    #expect(!EastAsianWidth.isWide("\u{10FF}"))
    #expect(EastAsianWidth.isWide("\u{1100}"))
    #expect(!EastAsianWidth.isWide("\u{1160}"))
    #expect(!EastAsianWidth.isWide("\u{303F}"))
    #expect(!EastAsianWidth.isWide("\u{3FFFE}"))
    #expect(!EastAsianWidth.isWide("a"))
  }
}
