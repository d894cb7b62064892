import Testing

@testable import TerminalUI

@Suite struct TextFieldRenderTests {
  private func render(
    _ text: String, cursor: Int? = nil, width: Int, isSecure: Bool = false, isFocused: Bool = true
  ) -> (String, Int?) {
    let result = TextFieldState(text: text, cursor: cursor)
      .render(width: width, isSecure: isSecure, isFocused: isFocused)
    return (result.line.plain, result.cursorColumn)
  }

  @Test func shortTextIsShownFromItsStart() {
    #expect(render("alice", width: 10) == ("alice", 5))
    #expect(render("alice", cursor: 2, width: 10) == ("alice", 2))
    #expect(render("", width: 10) == ("", 0))
  }

  @Test func theCursorAfterTheLastCellNeedsACellOfItsOwn() {
    #expect(render("abcde", width: 6) == ("abcde", 5))
    #expect(render("abcde", width: 5) == ("bcde", 4))
  }

  @Test func longTextScrollsToKeepTheCursorVisible() {
    let text = "correct horse battery staple"
    #expect(render(text, width: 8) == (" staple", 7))
    #expect(render(text, cursor: 0, width: 8) == ("correct ", 0))
    #expect(render(text, cursor: 10, width: 8) == ("rect hor", 7))
  }

  @Test func wideCharactersCountTwoCellsAndAreNeverSplit() {
    #expect(render("漢字", width: 10) == ("漢字", 4))
    #expect(render("漢字かな", width: 5) == ("かな", 4))
    #expect(render("漢字かな", cursor: 0, width: 5) == ("漢字 ", 0))
    #expect(render("漢字かな", cursor: 1, width: 3) == ("字 ", 0))
  }

  @Test func combiningMarksTakeNoCell() {
    #expect(render("e\u{301}e\u{301}", width: 10) == ("e\u{301}e\u{301}", 2))
  }

  @Test func aSecureFieldShowsOneBulletPerCharacter() {
    #expect(render("pa漢s", width: 10, isSecure: true) == ("••••", 4))
    #expect(render("e\u{301}", width: 10, isSecure: true) == ("•", 1))
    #expect(render("secret", width: 4, isSecure: true) == ("•••", 3))
  }

  @Test func withoutTheFocusThereIsNoCursorAndTheStartIsShown() {
    #expect(render("alice", width: 10, isFocused: false) == ("alice", nil))
    #expect(render("correct horse", width: 8, isFocused: false) == ("correct…", nil))
    #expect(render("secret", width: 4, isSecure: true, isFocused: false) == ("•••…", nil))
  }

  @Test func aWidthBelowOneIsTreatedAsOne() {
    #expect(render("abc", width: 0) == ("", 0))
    #expect(render("abc", cursor: 1, width: -1) == ("b", 0))
    #expect(render("漢", cursor: 0, width: 1) == (" ", 0))
  }

  @Test func theLineIsNeverWiderThanTheWidth() {
    let text = "a漢b字👨‍👩‍👧e\u{301}cかd"
    for width in 1...12 {
      for cursor in 0...text.count {
        let field = TextFieldState(text: text, cursor: cursor)
        let (line, column) = field.render(width: width, isSecure: false, isFocused: true)
        #expect(line.width <= width)
        #expect((column ?? -1) >= 0 && column! < width, "width \(width) cursor \(cursor)")
      }
    }
  }
}
