import Effects
import XCTest

/// The test value fails loudly, naming the endpoint; overrides replace it.
final class CalculationClientTestValueTests: XCTestCase {
  func testTestValueReportsAnIssueNamingTheEndpoint() async {
    let issues = CollectingIssueReporter()
    let result = await withIssueReporters([issues]) {
      await CalculationClient.testValue.calculate("6", "7", .multiplication)
    }
    XCTAssertEqual(result, .failure(.notANumber(field: .left)))
    XCTAssertEqual(issues.messages.count, 1)
    XCTAssertTrue(issues.messages.first?.contains("CalculationClient.calculate") == true, "\(issues.messages)")
  }

  func testDependencyDefaultsToTheTestValueInTests() async {
    let issues = CollectingIssueReporter()
    @Dependency(\.calculation) var calculation
    _ = await withIssueReporters([issues]) { await calculation.calculate("1", "2", .addition) }
    XCTAssertTrue(issues.messages.first?.contains("CalculationClient.calculate") == true, "\(issues.messages)")
  }

  func testOverridingTheEndpointReplacesIt() async {
    let result = await withDependencies {
      $0.calculation.calculate = { _, _, _ in .success(42) }
    } operation: {
      @Dependency(\.calculation) var calculation
      return await calculation.calculate("1", "2", .addition)
    }
    XCTAssertEqual(result, .success(42))
  }

  func testEveryErrorExplainsWhatToDo() {
    let errors: [CalculationError] = [
      .notANumber(field: .left), .sameInputAsPrevious, .bothOperandsZero, .divisionByZero, .overflow,
    ]
    for error in errors {
      XCTAssertFalse(error.description.isEmpty)
      XCTAssertEqual(error.localizedDescription, error.description)
    }
    XCTAssertEqual(CalculationError.divisionByZero.description, "Cannot divide by zero. Enter a right number other than 0.")
  }
}
