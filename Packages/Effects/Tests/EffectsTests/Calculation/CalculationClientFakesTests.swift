import Effects
import XCTest

/// The named fakes do exactly what they say.
final class CalculationClientFakesTests: XCTestCase {
  func testConstantReturnsItsResultForAnyInput() async {
    let calculation = CalculationClient.constant(42)
    let first = await calculation.attempt("1", "2", .addition)
    let second = await calculation.attempt("x", "0", .division)
    XCTAssertEqual(first, .success(42))
    XCTAssertEqual(second, .success(42))
  }

  func testFailingThrowsItsError() async {
    let result = await CalculationClient.failing(.divisionByZero).attempt("6", "7", .multiplication)
    XCTAssertEqual(result, .failure(.divisionByZero))
  }

  func testOverridingTheDependencyReplacesTheClient() async throws {
    let result = try await withDependencies {
      $0.calculation = .constant(7)
    } operation: {
      @Dependency(\.calculation) var calculation
      return try await calculation.calculate(lhs: "1", rhs: "1", operator: .addition)
    }
    XCTAssertEqual(result, 7)
  }
}
