import Effects
import XCTest

/// The live calculator: the four operations, and each error in the seed's order.
final class CalculationClientTests: XCTestCase {
  func testEachOperatorCalculates() async {
    let cases: [(String, String, CalculationOperator, Int)] = [
      ("6", "7", .addition, 13),
      ("6", "7", .subtraction, -1),
      ("6", "7", .multiplication, 42),
      ("7", "2", .division, 3),
      ("-7", "2", .division, -3),
    ]
    for (lhs, rhs, op, expected) in cases {
      let result = await CalculationClient.live().attempt(lhs, rhs, op)
      XCTAssertEqual(result, .success(expected), "\(lhs) \(op.symbol) \(rhs)")
    }
  }

  func testOperatorsHaveSymbolsInPickerOrder() {
    XCTAssertEqual(
      CalculationOperator.allCases, [.addition, .subtraction, .multiplication, .division])
    XCTAssertEqual(CalculationOperator.allCases.map(\.symbol), ["+", "−", "×", "÷"])
  }

  func testNumbersAreTrimmedAndMayHaveASign() async {
    let calculation = CalculationClient.live()
    let signed = await calculation.attempt(" +12 ", "\t-3\n", .addition)
    XCTAssertEqual(signed, .success(9))
  }

  func testNotANumberNamesTheOperand() async {
    let cases: [(String, String, CalculationError.Field)] = [
      ("abc", "1", .left), ("", "1", .left), ("1.5", "1", .left), ("+", "1", .left),
      ("9223372036854775808", "1", .left), ("1", "x", .right), ("1", " ", .right),
      ("x", "y", .left),
    ]
    for (lhs, rhs, field) in cases {
      let result = await CalculationClient.live().attempt(lhs, rhs, .addition)
      XCTAssertEqual(
        result, .failure(.notANumber(field: field)),
        "\(lhs.debugDescription), \(rhs.debugDescription)")
    }
  }

  func testSameInputFailsOnlyAfterASuccess() async {
    let calculation = CalculationClient.live()
    let failed = await calculation.attempt("2", "0", .division)
    let failedAgain = await calculation.attempt("2", "0", .division)
    XCTAssertEqual(failed, .failure(.divisionByZero))
    XCTAssertEqual(failedAgain, .failure(.divisionByZero))

    let first = await calculation.attempt("2", "3", .addition)
    let repeated = await calculation.attempt(" 2", "+3", .addition)
    XCTAssertEqual(first, .success(5))
    XCTAssertEqual(repeated, .failure(.sameInputAsPrevious))

    let otherOperator = await calculation.attempt("2", "3", .multiplication)
    let backToTheFirst = await calculation.attempt("2", "3", .addition)
    XCTAssertEqual(otherOperator, .success(6))
    XCTAssertEqual(backToTheFirst, .success(5), "Only the previous success is remembered.")
  }

  func testEachClientRemembersItsOwnPreviousInput() async {
    let first = CalculationClient.live()
    _ = await first.attempt("1", "1", .addition)
    let other = await CalculationClient.live().attempt("1", "1", .addition)
    XCTAssertEqual(other, .success(2))
  }

  func testBothOperandsZeroFailsForEveryOperator() async {
    for op in CalculationOperator.allCases {
      let result = await CalculationClient.live().attempt("0", "-0", op)
      XCTAssertEqual(result, .failure(.bothOperandsZero), op.rawValue)
    }
  }

  func testDivisionByZeroFailsOnlyForDivision() async {
    let calculation = CalculationClient.live()
    let division = await calculation.attempt("5", "0", .division)
    let multiplication = await calculation.attempt("5", "0", .multiplication)
    XCTAssertEqual(division, .failure(.divisionByZero))
    XCTAssertEqual(multiplication, .success(0))
  }

  func testChecksRunInTheSeedsOrder() async {
    let calculation = CalculationClient.live()
    let notANumberFirst = await calculation.attempt("zero", "0", .division)
    let bothZeroBeforeDivision = await calculation.attempt("0", "0", .division)
    XCTAssertEqual(notANumberFirst, .failure(.notANumber(field: .left)))
    XCTAssertEqual(bothZeroBeforeDivision, .failure(.bothOperandsZero))
    _ = await calculation.attempt("4", "2", .division)
    let sameInputBeforeAnythingElse = await calculation.attempt("4", "2", .division)
    XCTAssertEqual(sameInputBeforeAnythingElse, .failure(.sameInputAsPrevious))
  }

  func testConcurrentIdenticalCallsSucceedOnce() async {
    let calculation = CalculationClient.live()
    let results = await withTaskGroup(of: Result<Int, CalculationError>?.self) { group in
      for _ in 1...6 { group.addTask { await calculation.attempt("6", "7", .multiplication) } }
      return await group.reduce(into: []) { $0.append($1) }
    }
    XCTAssertEqual(results.filter { $0 == .success(42) }.count, 1)
    XCTAssertEqual(results.filter { $0 == .failure(.sameInputAsPrevious) }.count, 5)
  }
}
