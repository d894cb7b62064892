import Testing

@testable import TerminalUI

@Suite struct TextFieldViewTests {
  @Test func focusedFieldHasBracketsABoldLabelAndTheCursor() {
    let block = TextFieldView(
      label: "Username", field: TextFieldState(text: "alice"), isFocused: true
    ).render(width: 20)
    #expect(block.lines.text == "Username [alice    ]")
    #expect(block.lines[0].spans.first == Span("Username", style: .bold))
    #expect(block.cursor == Cursor(row: 0, column: 15))
  }

  @Test func unfocusedFieldHasNoBracketsAndNoCursor() {
    let block = TextFieldView(
      label: "Username", field: TextFieldState(text: "alice"), isFocused: false
    ).render(width: 20)
    #expect(block.lines.text == "Username  alice")
    #expect(block.cursor == nil)
  }

  @Test func secureFieldShowsBullets() {
    let view = TextFieldView(
      label: "Password", field: TextFieldState(text: "hunter2"), isFocused: true, isSecure: true)
    #expect(view.lines(width: 20).text == "Password [•••••••  ]")
  }

  @Test func emptyFieldShowsItsPlaceholderDim() {
    let view = TextFieldView(
      label: "Name", field: TextFieldState(), isFocused: true, placeholder: "your name")
    let block = view.render(width: 20)
    #expect(block.lines.text == "Name [<your name>  ]")
    #expect(block.lines[0].spans.contains(Span("<your name>", style: .dim)))
    #expect(block.cursor == Cursor(row: 0, column: 6))
  }

  @Test func labelWidthLinesFieldsUp() {
    let stack = VStack {
      TextFieldView(
        label: "User", field: TextFieldState(text: "al"), isFocused: false, labelWidth: 8)
      TextFieldView(label: "Password", field: TextFieldState(), isFocused: false, labelWidth: 8)
    }
    #expect(stack.lines(width: 20).text == "User      al\nPassword")
  }

  @Test func longTextScrollsInsideTheField() {
    let field = TextFieldState(text: "a very long user name")
    let block = TextFieldView(label: "U", field: field, isFocused: true).render(width: 12)
    // Eight cells inside the brackets: seven characters and the cursor.
    #expect(block.lines.text == "U [er name ]")
    #expect(block.cursor == Cursor(row: 0, column: 10))
  }

  @Test func typingAWideCharacterMovesTheCursorTwoCells() {
    var field = TextFieldState(text: "a")
    let before = TextFieldView(label: "", field: field, isFocused: true).render(width: 10).cursor
    field.insert("漢")
    let after = TextFieldView(label: "", field: field, isFocused: true).render(width: 10)
    #expect(before == Cursor(row: 0, column: 2))
    #expect(after.cursor == Cursor(row: 0, column: 4))
    #expect(after.lines.text == "[a漢     ]")
  }

  @Test func narrowWidthsNeverOverflow() {
    let view = TextFieldView(
      label: "Username", field: TextFieldState(text: "alice"), isFocused: true)
    for width in 1...14 {
      let block = view.render(width: width)
      #expect(block.lines.allSatisfy { $0.width <= width }, "width \(width)")
      if let cursor = block.cursor { #expect(cursor.column < width, "width \(width)") }
    }
  }
}

@Suite struct TextFieldViewWidthTests {
  @Test func theFieldStopsAtItsMaximumWidthOnAWideScreen() {
    let view = TextFieldView(
      label: "Name", field: TextFieldState(text: "al"), isFocused: true, maximumFieldWidth: 6)
    #expect(view.lines(width: 80).text == "Name [al    ]")
    #expect(
      TextFieldView(label: "", field: TextFieldState(), isFocused: true).lines(width: 80)[0].width
        == 32)
  }
}
