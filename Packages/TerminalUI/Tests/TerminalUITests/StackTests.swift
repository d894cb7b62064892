import Testing

@testable import TerminalUI

@Suite struct StackTests {
  @Test func vStackPutsChildrenOneAboveTheOtherWithSpacing() {
    let stack = VStack(spacing: 1) {
      Text("one two three")
      Line("four")
    }
    #expect(
      stack.lines(width: 8).text == """
        one two
        three

        four
        """)
  }

  @Test func vStackCarriesTheFirstCursorDownToItsRow() {
    let stack = VStack {
      Text("Title")
      TextFieldView(label: "A", field: TextFieldState(text: "xy"), isFocused: false)
      TextFieldView(label: "B", field: TextFieldState(text: "z"), isFocused: true)
      TextFieldView(label: "C", field: TextFieldState(text: "w"), isFocused: true)
    }
    // "B [z" -> the cursor is after "z": column 4, on the third line.
    #expect(stack.render(width: 10).cursor == Cursor(row: 2, column: 4))
  }

  @Test func builderAcceptsConditionsLoopsAndLines() {
    func screen(error: String?, facts: [String], isLoading: Bool) -> VStack {
      VStack {
        Line("Facts")
        if let error { ErrorLine(error) }
        for fact in facts { Text(fact) }
        if isLoading { Spinner(frame: 0, label: "Loading") } else { Line("done") }
        [Line("a"), Line("b")]
      }
    }
    #expect(
      screen(error: "Offline", facts: ["1", "2"], isLoading: true).lines(width: 20).text == """
        Facts
        ! Offline
        1
        2
        ⠋ Loading
        a
        b
        """)
    #expect(
      screen(error: nil, facts: [], isLoading: false).lines(width: 20).text == "Facts\ndone\na\nb")
  }

  @Test func emptyVStackHasNoLines() {
    #expect(VStack([]).render(width: 10) == Block([]))
  }

  @Test func hStackPutsFixedAndNaturalColumnsSideBySide() {
    let stack = HStack(
      spacing: 2,
      [
        .init(width: 6, Text("User name")),
        .init(Text("alice")),
        .init(Text("!")),
      ])
    #expect(
      stack.lines(width: 20).text == """
        User    alice  !
        name
        """)
  }

  @Test func hStackColumnsShrinkFromTheRightOnANarrowScreen() {
    let stack = HStack(spacing: 1, [.init(Line("abcdef")), .init(Line("ghijkl"))])
    #expect(stack.lines(width: 13).text == "abcdef ghijkl")
    #expect(stack.lines(width: 10).text == "abcdef gh…")
    #expect(stack.lines(width: 7).text == "abcdef")
    #expect(stack.lines(width: 4).text == "abc…")
    #expect(stack.lines(width: 0).text == "…")
  }

  @Test func hStackMovesTheCursorRightByItsColumnsOffset() {
    let stack = HStack(
      spacing: 1,
      [
        .init(width: 4, Line("Name")),
        .init(TextFieldView(label: "", field: TextFieldState(text: "ab"), isFocused: true)),
      ])
    let block = stack.render(width: 12)
    #expect(block.lines.text == "Name [ab   ]")
    #expect(block.cursor == Cursor(row: 0, column: 8))
  }

  @Test func hStackLinesNeverExceedTheWidth() {
    let stack = HStack(spacing: 3, [.init(width: 5, Text("漢字かな")), .init(Text("long words here"))])
    for width in 1...25 {
      #expect(stack.lines(width: width).allSatisfy { $0.width <= width }, "width \(width)")
    }
  }
}
