import Effects
import XCTest

final class KeyDecoderTests: XCTestCase {
  func testPrintableASCIIBecomesCharacters() {
    for byte in UInt8(0x20)...0x7E {
      XCTAssertEqual(
        decodedKeys([byte]), [.character(Character(Unicode.Scalar(byte)))], "byte \(byte)")
    }
    XCTAssertEqual(decodedKeys("Hi!"), [.character("H"), .character("i"), .character("!")])
  }

  func testEnterFromCarriageReturnLineFeedOrBoth() {
    XCTAssertEqual(decodedKeys("\r"), [.enter])
    XCTAssertEqual(decodedKeys("\n"), [.enter])
    XCTAssertEqual(decodedKeys("\r\n"), [.enter])
    XCTAssertEqual(decodedKeys("\r\r"), [.enter, .enter])
    XCTAssertEqual(decodedKeys("\n\n"), [.enter, .enter])
    XCTAssertEqual(decodedKeys("\n\r"), [.enter, .enter])
    XCTAssertEqual(decodedKeys("\r\n\r\n"), [.enter, .enter])
    XCTAssertEqual(decodedKeys("\r\n\n"), [.enter, .enter])
    XCTAssertEqual(decodedKeys("a\rb"), [.character("a"), .enter, .character("b")])
  }

  func testEditingAndControlKeys() {
    XCTAssertEqual(decodedKeys([0x7F]), [.backspace])
    XCTAssertEqual(decodedKeys([0x08]), [.backspace])
    XCTAssertEqual(decodedKeys([0x09]), [.tab])
    XCTAssertEqual(decodedKeys([0x03]), [.ctrlC])
    XCTAssertEqual(decodedKeys([0x04]), [.ctrlD])
  }

  func testControlWithALetterIsThatLetter() {
    XCTAssertEqual(decodedKeys([0x01]), [.control("a")])
    XCTAssertEqual(
      decodedKeys([0x05, 0x15, 0x0B, 0x17]),
      [
        .control("e"), .control("u"), .control("k"), .control("w"),
      ])
    XCTAssertEqual(decodedKeys([0x1A]), [.control("z")])
    XCTAssertEqual(KeyEvent.control("w").description, "ctrl-w")
  }

  func testOtherControlBytesAreUnknown() {
    for byte: UInt8 in [0x00, 0x1C, 0x1D, 0x1E, 0x1F] {
      XCTAssertEqual(decodedKeys([byte]), [.unknown([byte])], "byte \(byte)")
    }
  }

  func testLoneEscapeWaitsForFlush() {
    var decoder = KeyDecoder()
    XCTAssertEqual(decoder.decode([0x1B]), [])
    XCTAssertTrue(decoder.hasPendingInput)
    XCTAssertEqual(decoder.flush(), [.escape])
    XCTAssertFalse(decoder.hasPendingInput)
    XCTAssertEqual(decoder.flush(), [])
  }

  func testEscapeFollowedByAnotherKeyIsEscapeThenThatKey() {
    XCTAssertEqual(decodedKeys([0x1B, 0x1B]), [.escape, .escape])
    XCTAssertEqual(decodedKeys([0x1B, 0x03]), [.escape, .ctrlC])
    XCTAssertEqual(decodedKeys([0x1B, 0x0D]), [.escape, .enter])
    XCTAssertEqual(decodedKeys(Array("\u{1B}é".utf8)), [.escape, .character("é")])
    XCTAssertEqual(decodedKeys([0x1B, 0x1B, 0x5B, 0x41]), [.escape, .up])
  }

  func testAltChordIsUnknown() {
    XCTAssertEqual(decodedKeys([0x1B, 0x61]), [.unknown([0x1B, 0x61])])
    XCTAssertEqual(decodedKeys([0x1B, 0x7F]), [.unknown([0x1B, 0x7F])])
  }

  func testFlushTurnsUnfinishedSequencesIntoUnknownBytes() {
    var decoder = KeyDecoder()
    XCTAssertEqual(decoder.decode([0x1B, 0x5B]), [])
    XCTAssertEqual(decoder.flush(), [.unknown([0x1B, 0x5B])])
    XCTAssertEqual(decoder.decode([0x1B, 0x5B, 0x31, 0x3B]), [])
    XCTAssertEqual(decoder.flush(), [.unknown([0x1B, 0x5B, 0x31, 0x3B])])
    XCTAssertEqual(decoder.decode([0x1B, 0x4F]), [])
    XCTAssertEqual(decoder.flush(), [.unknown([0x1B, 0x4F])])
    XCTAssertEqual(decoder.decode([0xE2, 0x82]), [])
    XCTAssertEqual(decoder.flush(), [.unknown([0xE2, 0x82])])
    XCTAssertEqual(decoder.decode(Array("ok".utf8)), [.character("o"), .character("k")])
  }

  func testFlushEndsTheWaitForALineFeedAfterCarriageReturn() {
    var decoder = KeyDecoder()
    XCTAssertEqual(decoder.decode([0x0D]), [.enter])
    XCTAssertTrue(decoder.hasPendingInput)
    XCTAssertEqual(decoder.flush(), [])
    XCTAssertFalse(decoder.hasPendingInput)
    XCTAssertEqual(decoder.decode([0x0A]), [.enter])
  }

  func testMixedStream() {
    let expected: [KeyEvent] = [.character("a"), .character("b"), .up, .character("한"), .enter]
    XCTAssertEqual(decodedKeys("ab\u{1b}[A한\r\n"), expected)
  }

  func testDescriptionsAreReadable() {
    XCTAssertEqual(KeyEvent.character("é").description, "\"é\"")
    XCTAssertEqual(KeyEvent.shiftTab.description, "shift-tab")
    XCTAssertEqual(KeyEvent.ctrlC.description, "ctrl-c")
    XCTAssertEqual(KeyEvent.pageDown.description, "page-down")
    XCTAssertEqual(KeyEvent.unknown([0x1B, 0x5B, 0x32, 0x7E]).description, "unknown [1B 5B 32 7E]")
    XCTAssertEqual("\([KeyEvent.enter, .up])", "[enter, up]")
  }
}
