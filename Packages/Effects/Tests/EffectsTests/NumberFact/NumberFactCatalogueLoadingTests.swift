import Effects
import Foundation
import XCTest

/// A catalogue that cannot be loaded fails with a clear error instead of crashing.
final class NumberFactCatalogueLoadingTests: XCTestCase {
  func testValidJSON_decodes() throws {
    let json = #"{"entries": [{"number": 7, "facts": ["7 is the number of days in a week."]}]}"#

    let catalogue = try NumberFactCatalogue(data: Data(json.utf8))

    XCTAssertEqual(
      catalogue, NumberFactCatalogue(factsByNumber: [7: ["7 is the number of days in a week."]]))
  }

  func testCorruptJSON_throwsCatalogueUnavailable() {
    assertUnavailable(#"{"entries": [{"number": 7, "#, mentioning: "not valid catalogue JSON")
  }

  func testFactFiledUnderTheWrongNumber_throwsCatalogueUnavailable() {
    assertUnavailable(
      #"{"entries": [{"number": 7, "facts": ["70 is not 7."]}]}"#, mentioning: "under 7")
  }

  func testNumberListedTwice_throwsCatalogueUnavailable() {
    let json = #"{"entries": [{"number": 7, "facts": ["7 a."]}, {"number": 7, "facts": ["7 b."]}]}"#
    assertUnavailable(json, mentioning: "lists 7 twice")
  }

  func testNumberWithoutFacts_throwsCatalogueUnavailable() {
    assertUnavailable(#"{"entries": [{"number": 7, "facts": []}]}"#, mentioning: "no facts for 7")
  }

  func testMissingFile_throwsCatalogueUnavailable() {
    let missing = FileManager.default.temporaryDirectory.appendingPathComponent(
      "no-such-\(UUID()).json")

    XCTAssertThrowsError(try NumberFactCatalogue(contentsOf: missing)) { error in
      guard case let .catalogueUnavailable(reason) = error as? NumberFactError else {
        return XCTFail("\(error)")
      }
      XCTAssertTrue(reason.contains("cannot read no-such-"), reason)
      XCTAssertTrue("\(error)".contains("could not be loaded"), "\(error)")
    }
  }

  private func assertUnavailable(
    _ json: String, mentioning expected: String, file: StaticString = #filePath, line: UInt = #line
  ) {
    XCTAssertThrowsError(try NumberFactCatalogue(data: Data(json.utf8)), file: file, line: line) {
      error in
      guard case let .catalogueUnavailable(reason) = error as? NumberFactError else {
        return XCTFail("\(error)", file: file, line: line)
      }
      XCTAssertTrue(reason.contains(expected), reason, file: file, line: line)
    }
  }
}
