import Effects
import XCTest

final class KeyDecoderSplitTests: XCTestCase {
  static let mixed = Array("ab\u{1b}[A한\r\n".utf8)
  static let mixedKeys: [KeyEvent] = [
    .character("a"), .character("b"), .up, .character("한"), .enter,
  ]

  func testMixedStreamSplitAtEveryByteBoundary() {
    for split in 0...Self.mixed.count {
      XCTAssertEqual(decodedKeys(Self.mixed, splitAt: [split]), Self.mixedKeys, "split at \(split)")
    }
  }

  func testMixedStreamSplitAtEveryPairOfBoundaries() {
    for first in 0...Self.mixed.count {
      for second in first...Self.mixed.count {
        XCTAssertEqual(
          decodedKeys(Self.mixed, splitAt: [first, second]), Self.mixedKeys,
          "splits \(first), \(second)")
      }
    }
  }

  func testMixedStreamByteByByte() {
    XCTAssertEqual(decodedKeys(Self.mixed, splitAt: Array(1..<Self.mixed.count)), Self.mixedKeys)
  }

  func testCarriageReturnLineFeedSplitIsOneEnter() {
    var decoder = KeyDecoder()
    XCTAssertEqual(decoder.decode([0x0D]), [.enter])
    XCTAssertEqual(decoder.decode([0x0A]), [])
    XCTAssertEqual(decoder.decode([0x0A]), [.enter])
  }

  func testChunkingNeverChangesTheKeysOfRandomBytes() {
    var random = SplitMix64(state: 2024)
    let alphabet: [UInt8] = [
      0x1B, 0x5B, 0x4F, 0x41, 0x31, 0x3B, 0x7E, 0x0D, 0x0A, 0xE2, 0x82, 0xAC, 0xF0, 0x9F, 0xFF,
      0x61,
    ]
    for _ in 0..<200 {
      let bytes = (0..<64).map { _ in
        Bool.random(using: &random)
          ? alphabet.randomElement(using: &random)! : UInt8.random(in: 0...255, using: &random)
      }
      let whole = decodedKeys(bytes)
      let splits = (0..<4).map { _ in Int.random(in: 0...bytes.count, using: &random) }.sorted()
      XCTAssertEqual(
        decodedKeys(bytes, splitAt: splits), whole, "bytes \(bytes) split at \(splits)")
      XCTAssertEqual(
        decodedKeys(bytes, splitAt: Array(1..<bytes.count)), whole, "bytes \(bytes) one by one")
    }
  }

  func testRandomBytesNeverStallTheDecoder() {
    var random = SplitMix64(state: 7)
    var decoder = KeyDecoder()
    for _ in 0..<200 {
      let bytes = (0..<48).map { _ in UInt8.random(in: 0...255, using: &random) }
      _ = decoder.decode(bytes)
      _ = decoder.flush()
      XCTAssertFalse(decoder.hasPendingInput)
      XCTAssertEqual(decoder.decode(Array("ok".utf8)), [.character("o"), .character("k")])
    }
  }
}

/// A small deterministic random number generator, so a fuzz test is the same every run.
private struct SplitMix64: RandomNumberGenerator {
  var state: UInt64

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
