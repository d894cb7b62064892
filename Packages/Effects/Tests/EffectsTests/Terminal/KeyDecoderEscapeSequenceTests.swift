import Effects
import XCTest

final class KeyDecoderEscapeSequenceTests: XCTestCase {
  /// Every escape sequence the decoder names, with the key it names.
  static let namedSequences: [(String, KeyEvent)] = [
    ("\u{1B}[A", .up), ("\u{1B}[B", .down), ("\u{1B}[C", .right), ("\u{1B}[D", .left),
    ("\u{1B}OA", .up), ("\u{1B}OB", .down), ("\u{1B}OC", .right), ("\u{1B}OD", .left),
    ("\u{1B}[H", .home), ("\u{1B}[F", .end), ("\u{1B}OH", .home), ("\u{1B}OF", .end),
    ("\u{1B}[1~", .home), ("\u{1B}[7~", .home), ("\u{1B}[4~", .end), ("\u{1B}[8~", .end),
    ("\u{1B}[3~", .delete), ("\u{1B}[5~", .pageUp), ("\u{1B}[6~", .pageDown),
    ("\u{1B}[Z", .shiftTab),
    ("\u{1B}[1;5A", .up), ("\u{1B}[1;2B", .down), ("\u{1B}[1;3C", .right), ("\u{1B}[1;5D", .left),
    ("\u{1B}[1;2H", .home), ("\u{1B}[1;5F", .end), ("\u{1B}[3;5~", .delete),
    ("\u{1B}[5;2~", .pageUp),
  ]

  func testNamedSequences() {
    for (sequence, key) in Self.namedSequences {
      XCTAssertEqual(decodedKeys(sequence), [key], sequence.debugDescription)
    }
  }

  func testNamedSequencesSplitAtEveryByteBoundary() {
    for (sequence, key) in Self.namedSequences {
      let bytes = Array(sequence.utf8)
      for split in 1..<bytes.count {
        var decoder = KeyDecoder()
        XCTAssertEqual(
          decoder.decode(Array(bytes[..<split])), [], "\(sequence.debugDescription) at \(split)")
        XCTAssertEqual(
          decoder.decode(Array(bytes[split...])), [key], "\(sequence.debugDescription) at \(split)")
        XCTAssertFalse(decoder.hasPendingInput)
      }
    }
  }

  func testUnknownSequencesKeepTheirBytes() {
    let unknown = [
      "\u{1B}[2~",  // Insert
      "\u{1B}[15~",  // F5
      "\u{1B}[9~",
      "\u{1B}OP",  // F1 (SS3)
      "\u{1B}[P",
      "\u{1B}[<0;12;5M",  // SGR mouse report
      "\u{1B}[?1u",
      "\u{1B}[1 q",
    ]
    for sequence in unknown {
      XCTAssertEqual(
        decodedKeys(sequence), [.unknown(Array(sequence.utf8))], sequence.debugDescription)
    }
  }

  func testMalformedSequenceIsCutAtTheOffendingByte() {
    XCTAssertEqual(
      decodedKeys([0x1B, 0x5B, 0x31, 0x1B, 0x5B, 0x41]), [.unknown([0x1B, 0x5B, 0x31]), .up])
    XCTAssertEqual(decodedKeys([0x1B, 0x5B, 0x0D]), [.unknown([0x1B, 0x5B]), .enter])
    XCTAssertEqual(decodedKeys([0x1B, 0x4F, 0x0D]), [.unknown([0x1B, 0x4F]), .enter])
    XCTAssertEqual(
      decodedKeys([0x1B, 0x5B, 0xC3, 0xA9]), [.unknown([0x1B, 0x5B]), .character("é")])
  }

  func testOverlongSequenceIsGivenUpOn() {
    let bytes: [UInt8] = [0x1B, 0x5B] + Array(repeating: 0x31, count: 40) + [0x41]
    let events = decodedKeys(bytes)
    XCTAssertEqual(events.first, .unknown(Array(bytes[..<32])))
    XCTAssertEqual(
      events.dropFirst(),
      ArraySlice(Array(repeating: .character("1"), count: 10) + [.character("A")]))
  }
}
