import XCTest

@testable import Effects

/// SHA-256 against the FIPS 180-4 / NIST test vectors, and the password scheme against
/// values computed with `sha256sum` on the command line.
final class SHA256Tests: XCTestCase {
  private func hex(_ message: String) -> String {
    Hex.encode(SHA256.hash(Array(message.utf8)))
  }

  func testEmptyMessageMatchesTheStandardVector() {
    XCTAssertEqual(hex(""), "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
  }

  func testAbcMatchesTheStandardVector() {
    XCTAssertEqual(hex("abc"), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
  }

  func testTwoBlockMessageMatchesTheStandardVector() {
    XCTAssertEqual(
      hex("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq"),
      "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
    )
  }

  func testMillionAsMatchesTheStandardVector() {
    XCTAssertEqual(
      Hex.encode(SHA256.hash([UInt8](repeating: UInt8(ascii: "a"), count: 1_000_000))),
      "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0"
    )
  }

  func testMessagesAroundThePaddingBoundaryMatchSha256sum() {
    // printf '%55s' | tr ' ' a | sha256sum, and the same for 56 and 64 bytes.
    XCTAssertEqual(
      hex(String(repeating: "a", count: 55)),
      "9f4390f8d30c2dd92ec9f095b65e2b9ae9b0a925a5258e241c9f1e910f734318")
    XCTAssertEqual(
      hex(String(repeating: "a", count: 56)),
      "b35439a4ac6f0948b6d6f9e3c6af0f5f590ce20f1bde7090ef7970686ec6738a")
    XCTAssertEqual(
      hex(String(repeating: "a", count: 64)),
      "ffe054fe7ae0cb6dc65c3af9b61d5209f439851db43d0ba5997337df154668eb")
  }

  func testOneRoundIsSaltedSha256AsSha256sumComputesIt() {
    // printf '\xba\x80\x58\xa8\x89\x48\xe2\xbc\xfb\x40\x06\x10\x25\x5e\x69\x95lovelace' | sha256sum
    let salt = Hex.decode("ba8058a88948e2bcfb400610255e6995")!
    XCTAssertEqual(
      Hex.encode(PasswordHash.hash("lovelace", salt: salt, iterations: 1)),
      "04faaf87c4ae3cbdd5029c54f01c290f9a151d9d339c136886fd05c3034aa598"
    )
  }

  func testTenThousandRoundsMatchTheShellLoopAndTheDemoFile() {
    // h=$(printf '<salt bytes>lovelace' | sha256sum | cut -c1-64), then 9,999 times
    // h=$(echo -n $h | xxd -r -p | sha256sum | cut -c1-64).
    let salt = Hex.decode("ba8058a88948e2bcfb400610255e6995")!
    XCTAssertEqual(PasswordHash.iterations, 10_000)
    XCTAssertEqual(
      Hex.encode(PasswordHash.hash("lovelace", salt: salt)),
      "ff55571b461ad78d2325a3f9e5d445e414ca2e4e296e5e30d479d8dbc609e5fa"
    )
  }

  func testConstantTimeComparisonComparesWholeBuffers() {
    XCTAssertTrue(PasswordHash.constantTimeEquals([1, 2, 3], [1, 2, 3]))
    XCTAssertFalse(PasswordHash.constantTimeEquals([1, 2, 3], [1, 2, 4]))
    XCTAssertFalse(PasswordHash.constantTimeEquals([9, 2, 3], [1, 2, 3]))
    XCTAssertFalse(PasswordHash.constantTimeEquals([1, 2], [1, 2, 3]))
  }

  func testHexRoundTripsAndRejectsNonHex() {
    XCTAssertEqual(Hex.encode([0x00, 0x0f, 0xa0, 0xff]), "000fa0ff")
    XCTAssertEqual(Hex.decode("000FA0ff"), [0x00, 0x0f, 0xa0, 0xff])
    XCTAssertNil(Hex.decode("abc"))
    XCTAssertNil(Hex.decode("zz"))
  }
}
