import Effects
import XCTest

final class KeyDecoderUTF8Tests: XCTestCase {
  func testMultiByteCharacters() {
    XCTAssertEqual(decodedKeys("é"), [.character("é")])  // 2 bytes
    XCTAssertEqual(decodedKeys("한"), [.character("한")])  // 3 bytes
    XCTAssertEqual(decodedKeys("😀"), [.character("😀")])  // 4 bytes
    XCTAssertEqual(decodedKeys("\u{10FFFF}"), [.character("\u{10FFFF}")])
    XCTAssertEqual(decodedKeys("ü한😀"), [.character("ü"), .character("한"), .character("😀")])
  }

  func testMultiByteCharactersSplitAtEveryByteBoundary() {
    for text in ["é", "한", "😀", "\u{0800}", "\u{FFFD}"] {
      let bytes = Array(text.utf8)
      for split in 1..<bytes.count {
        var decoder = KeyDecoder()
        XCTAssertEqual(decoder.decode(Array(bytes[..<split])), [], "\(text) at \(split)")
        XCTAssertTrue(decoder.hasPendingInput)
        XCTAssertEqual(
          decoder.decode(Array(bytes[split...])), [.character(Character(text))],
          "\(text) at \(split)")
      }
      XCTAssertEqual(
        decodedKeys(bytes, splitAt: Array(1..<bytes.count)), [.character(Character(text))],
        "byte by byte")
    }
  }

  func testCombiningSequenceArrivesScalarByScalar() {
    XCTAssertEqual(decodedKeys("e\u{301}"), [.character("e"), .character("\u{301}")])
  }

  func testBytesThatCannotStartACharacterAreUnknown() {
    for byte: UInt8 in [0x80, 0xBF, 0xC0, 0xC1, 0xF5, 0xFF] {
      XCTAssertEqual(decodedKeys([byte]), [.unknown([byte])], "byte \(byte)")
    }
  }

  func testInvalidContinuationIsCutAndDecodingGoesOn() {
    XCTAssertEqual(decodedKeys([0xE2, 0x41]), [.unknown([0xE2]), .character("A")])
    XCTAssertEqual(decodedKeys([0xE2, 0x82, 0x41]), [.unknown([0xE2, 0x82]), .character("A")])
    XCTAssertEqual(decodedKeys([0xF0, 0x9F, 0x98, 0x0D]), [.unknown([0xF0, 0x9F, 0x98]), .enter])
    XCTAssertEqual(decodedKeys([0xC3, 0x1B, 0x5B, 0x42]), [.unknown([0xC3]), .down])
    XCTAssertEqual(decodedKeys([0xC3, 0xC3, 0xA9]), [.unknown([0xC3]), .character("é")])
  }

  func testOverlongSurrogateAndOutOfRangeFormsAreUnknown() {
    XCTAssertEqual(decodedKeys([0xC0, 0xAF]), [.unknown([0xC0]), .unknown([0xAF])])
    XCTAssertEqual(
      decodedKeys([0xE0, 0x80, 0xAF]), [.unknown([0xE0]), .unknown([0x80]), .unknown([0xAF])])
    XCTAssertEqual(
      decodedKeys([0xED, 0xA0, 0x80]), [.unknown([0xED]), .unknown([0xA0]), .unknown([0x80])])
    XCTAssertEqual(decodedKeys([0xF4, 0x90, 0x80, 0x80]).first, .unknown([0xF4]))
    XCTAssertEqual(decodedKeys([0xF0, 0x80, 0x80, 0x80]).first, .unknown([0xF0]))
  }

  func testC1ControlCharactersAreUnknown() {
    XCTAssertEqual(decodedKeys([0xC2, 0x85]), [.unknown([0xC2, 0x85])])
  }

  func testTruncatedCharacterIsFlushedAsUnknown() {
    var decoder = KeyDecoder()
    XCTAssertEqual(decoder.decode([0x61, 0xF0, 0x9F]), [.character("a")])
    XCTAssertEqual(decoder.flush(), [.unknown([0xF0, 0x9F])])
  }
}
