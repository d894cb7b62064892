import Testing

@testable import TerminalUI

@Suite struct ListViewTests {
  private let items: [Line] = ["Zero", "One", "Two", "Three", "Four", "Five"]

  @Test func marksTheSelectionInBold() {
    let lines = ListView(items: ["Counter", "Profile"], selection: 1).lines(width: 20)
    #expect(
      lines.text == """
          Counter
        › Profile
        """)
    #expect(lines[1] == Line("› Profile", style: .bold))
    #expect(lines[0] == Line("  Counter"))
  }

  @Test func withoutSelectionNothingIsMarked() {
    #expect(ListView(items: ["a", "b"], selection: nil).lines(width: 5).text == "  a\n  b")
  }

  @Test func showsTheFirstItemsWhileTheSelectionIsVisible() {
    #expect(
      ListView(items: items, selection: 2, height: 3).lines(width: 10).text == """
          Zero
          One
        › Two
        """)
  }

  @Test func scrollsToKeepTheSelectionOnTheLastLine() {
    #expect(
      ListView(items: items, selection: 4, height: 3).lines(width: 10).text == """
          Two
          Three
        › Four
        """)
    #expect(
      ListView(items: items, selection: 5, height: 2).lines(width: 10).text == "  Four\n› Five")
  }

  @Test func anOutOfRangeSelectionShowsTheLastItems() {
    #expect(
      ListView(items: items, selection: 9, height: 2).lines(width: 10).text == "  Four\n  Five")
  }

  @Test func heightZeroOrNoItemsDrawsNothing() {
    #expect(ListView(items: items, selection: 1, height: 0).lines(width: 10) == [])
    #expect(ListView(items: [], selection: nil, height: 3).lines(width: 10) == [])
  }

  @Test func longItemsAreTruncated() {
    #expect(ListView(items: ["A long item"], selection: 0).lines(width: 8).text == "› A lon…")
  }
}
