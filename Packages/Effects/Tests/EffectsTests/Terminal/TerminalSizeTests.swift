import Effects
import XCTest

final class TerminalSizeTests: XCTestCase {
  func testFallbackWithoutEnvironmentIsStandard() {
    XCTAssertEqual(TerminalSize.fallback(environment: [:]), TerminalSize(rows: 24, columns: 80))
    XCTAssertEqual(TerminalSize.standard.description, "24x80")
  }

  func testFallbackReadsLinesAndColumns() {
    XCTAssertEqual(
      TerminalSize.fallback(environment: ["LINES": "40", "COLUMNS": "120"]),
      TerminalSize(rows: 40, columns: 120)
    )
    XCTAssertEqual(
      TerminalSize.fallback(environment: ["COLUMNS": " 100 "]), TerminalSize(rows: 24, columns: 100)
    )
  }

  func testFallbackIgnoresValuesThatAreNotPositiveNumbers() {
    for bad in ["", "0", "-3", "wide", "12.5"] {
      XCTAssertEqual(
        TerminalSize.fallback(environment: ["LINES": bad, "COLUMNS": bad]),
        .standard,
        "value \(bad.debugDescription)"
      )
    }
  }
}
