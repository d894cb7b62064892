import Effects
import Testing

@testable import TerminalUI

@Suite struct TextFieldStateTests {
  @Test func startsEmptyOrWithTheCursorAtTheEnd() {
    #expect(TextFieldState().text == "")
    #expect(TextFieldState().cursor == 0)
    #expect(TextFieldState(text: "abc").cursor == 3)
    #expect(TextFieldState(text: "abc", cursor: 1).cursor == 1)
    #expect(TextFieldState(text: "abc", cursor: 9).cursor == 3)
    #expect(TextFieldState(text: "abc", cursor: -2).cursor == 0)
  }

  @Test func insertingAtTheCursorMovesTheCursorAfterTheInsertion() {
    var field = TextFieldState()
    field.insert("a")
    field.insert("c")
    field.moveLeft()
    field.insert("b")
    #expect(field == TextFieldState(text: "abc", cursor: 2))
    field.insert("pasted ")
    #expect(field == TextFieldState(text: "abpasted c", cursor: 9))
  }

  @Test func insertingDropsNewlinesAndControls() {
    var field = TextFieldState(text: "x")
    field.insert("alice\n")
    field.insert("\t\u{1B}")
    #expect(field == TextFieldState(text: "xalice", cursor: 6))
  }

  @Test func aCombiningMarkTypedAfterELeavesOneCharacter() {
    var field = TextFieldState()
    field.insert("e")
    field.insert("\u{301}")
    #expect(field.text == "e\u{301}")
    #expect(field.text.count == 1)
    #expect(field.cursor == 1)
    field.insert("x")
    #expect(field.cursor == 2)
    field.moveLeft()
    field.deleteBackward()
    #expect(field == TextFieldState(text: "x", cursor: 0))
  }

  @Test func regionalIndicatorsTypedOneByOneBecomeOneFlag() {
    var field = TextFieldState()
    field.insert("\u{1F1F0}")
    field.insert("\u{1F1F7}")
    #expect(field.text == "🇰🇷")
    #expect(field.cursor == 1)
  }

  @Test func deleteBackwardRemovesTheCharacterBeforeTheCursor() {
    var field = TextFieldState(text: "a漢👨‍👩‍👧", cursor: 3)
    field.deleteBackward()
    #expect(field == TextFieldState(text: "a漢", cursor: 2))
    field.moveToStart()
    field.deleteBackward()
    #expect(field == TextFieldState(text: "a漢", cursor: 0))
  }

  @Test func deleteForwardRemovesTheCharacterAfterTheCursor() {
    var field = TextFieldState(text: "ábc", cursor: 0)
    field.deleteForward()
    #expect(field == TextFieldState(text: "bc", cursor: 0))
    field.moveToEnd()
    field.deleteForward()
    #expect(field == TextFieldState(text: "bc", cursor: 2))
  }

  @Test func movesStopAtTheEnds() {
    var field = TextFieldState(text: "ab", cursor: 0)
    field.moveLeft()
    #expect(field.cursor == 0)
    field.moveRight()
    field.moveRight()
    field.moveRight()
    #expect(field.cursor == 2)
    field.moveToStart()
    #expect(field.cursor == 0)
    field.moveToEnd()
    #expect(field.cursor == 2)
  }

  @Test func settingTheTextOrCursorKeepsTheCursorInside() {
    var field = TextFieldState(text: "abcdef")
    field.text = "ab"
    #expect(field.cursor == 2)
    field.cursor = 10
    #expect(field.cursor == 2)
    field.cursor = -1
    #expect(field.cursor == 0)
  }

  /// The line-editing keys of every terminal: Control-A/E move to the start/end, Control-U/K
  /// delete to the start/end, Control-W deletes the previous word and the spaces after it.
  @Test func theLineEditingControlKeysMoveAndDelete() {
    var field = TextFieldState(text: "log in now", cursor: 6)
    /// Presses `key` and says whether the field used it.
    func press(_ key: KeyEvent) -> Bool { field.apply(key) }
    #expect(press(.control("w")))
    #expect(field == TextFieldState(text: "log  now", cursor: 4))
    #expect(press(.control("w")))
    #expect(field == TextFieldState(text: " now", cursor: 0))
    #expect(press(.control("e")))
    #expect(field.cursor == 4)
    #expect(press(.control("a")))
    #expect(field.cursor == 0)
    field = TextFieldState(text: "ada lovelace", cursor: 3)
    #expect(press(.control("k")))
    #expect(field == TextFieldState(text: "ada", cursor: 3))
    field = TextFieldState(text: "ada lovelace", cursor: 4)
    #expect(press(.control("u")))
    #expect(field == TextFieldState(text: "lovelace", cursor: 0))
    #expect(!press(.control("z")), "Control-Z is the screen's (suspend)")
  }

  @Test func keysEditTheFieldAndOthersAreLeftToTheScreen() {
    var field = TextFieldState()
    let keys: [KeyEvent] = [
      .character("a"), .character("c"), .left, .character("b"), .home, .delete, .end,
      .backspace, .right,
    ]
    for key in keys {
      let used = field.apply(key)
      #expect(used, "\(key)")
    }
    #expect(field == TextFieldState(text: "b", cursor: 1))
    for key in [KeyEvent.tab, .enter, .escape, .up, .down, .ctrlC] {
      let used = field.apply(key)
      #expect(!used, "\(key)")
    }
    #expect(field == TextFieldState(text: "b", cursor: 1))
  }
}
