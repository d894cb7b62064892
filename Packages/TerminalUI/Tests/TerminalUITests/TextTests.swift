import Testing

@testable import TerminalUI

@Suite struct TextTests {
  @Test func wrapsByDefault() {
    #expect(
      Text("The number 4 is the number of legs").lines(width: 12).text == """
        The number 4
        is the
        number of
        legs
        """)
  }

  @Test func truncatesEachParagraphToOneLine() {
    let text = Text("first paragraph\nsecond", overflow: .truncate)
    #expect(text.lines(width: 8).text == "first p…\nsecond")
  }

  @Test func keepsStyles() {
    #expect(Text("ab", style: .bold).lines(width: 5) == [Line("ab", style: .bold)])
  }

  @Test func emptyTextIsOneEmptyLine() {
    #expect(Text("").lines(width: 5) == [.empty])
  }

  @Test func widthZeroIsTreatedAsOne() {
    #expect(Text("ab").lines(width: 0).text == "a\nb")
    #expect(Text("ab", overflow: .truncate).lines(width: 0).text == "…")
  }
}
