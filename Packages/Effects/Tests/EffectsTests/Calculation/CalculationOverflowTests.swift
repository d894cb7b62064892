import Effects
import XCTest

/// Results that do not fit in an `Int` fail with `.overflow`, for every operator.
final class CalculationOverflowTests: XCTestCase {
  func testAdditionOverflows() async {
    let result = await CalculationClient.live().attempt("\(Int.max)", "1", .addition)
    XCTAssertEqual(result, .failure(.overflow))
  }

  func testSubtractionOverflows() async {
    let result = await CalculationClient.live().attempt("\(Int.min)", "1", .subtraction)
    XCTAssertEqual(result, .failure(.overflow))
  }

  func testMultiplicationOverflows() async {
    let result = await CalculationClient.live().attempt("\(Int.max)", "2", .multiplication)
    XCTAssertEqual(result, .failure(.overflow))
  }

  func testDivisionOverflows() async {
    let result = await CalculationClient.live().attempt("\(Int.min)", "-1", .division)
    XCTAssertEqual(result, .failure(.overflow))
  }

  func testResultsAtTheLimitsStillSucceed() async {
    let calculation = CalculationClient.live()
    let max = await calculation.attempt("\(Int.max - 1)", "1", .addition)
    let min = await calculation.attempt("\(Int.min + 1)", "1", .subtraction)
    XCTAssertEqual(max, .success(Int.max))
    XCTAssertEqual(min, .success(Int.min))
  }

  func testAnOverflowIsNotRememberedAsThePreviousInput() async {
    let calculation = CalculationClient.live()
    _ = await calculation.attempt("\(Int.max)", "1", .addition)
    let again = await calculation.attempt("\(Int.max)", "1", .addition)
    XCTAssertEqual(again, .failure(.overflow))
  }
}
