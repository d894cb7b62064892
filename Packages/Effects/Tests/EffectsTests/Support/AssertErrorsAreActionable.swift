import Foundation
import XCTest

/// Checks that each of a client's errors is written the same way: its `description` says what
/// went wrong in one sentence and what to do in the next, and `localizedDescription` is the
/// same message.
///
/// ```swift
/// assertErrorsAreActionable([CalculationError.divisionByZero, .overflow])
/// ```
func assertErrorsAreActionable<XError: Error & CustomStringConvertible>(
  _ errors: [XError],
  file: StaticString = #filePath,
  line: UInt = #line
) {
  for error in errors {
    let message = error.description
    XCTAssertNotNil(
      message.range(of: #"\. [A-Z]"#, options: .regularExpression),
      "Say what went wrong, then what to do: \(message)", file: file, line: line)
    XCTAssertTrue(message.hasSuffix("."), message, file: file, line: line)
    XCTAssertEqual(error.localizedDescription, message, file: file, line: line)
  }
}
