import Effects
import XCTest

/// Every calculation error says what went wrong and what to do.
final class CalculationErrorTests: XCTestCase {
  func testEveryErrorExplainsWhatToDo() {
    assertErrorsAreActionable([
      CalculationError.notANumber(field: .left), .notANumber(field: .right), .sameInputAsPrevious,
      .bothOperandsZero, .divisionByZero, .overflow,
    ])
    XCTAssertEqual(
      CalculationError.divisionByZero.description,
      "Cannot divide by zero. Enter a right number other than 0.")
    XCTAssertTrue(
      CalculationError.notANumber(field: .right).description.hasPrefix("The right number"))
    XCTAssertTrue(CalculationError.overflow.description.contains("Use smaller numbers"))
  }
}
