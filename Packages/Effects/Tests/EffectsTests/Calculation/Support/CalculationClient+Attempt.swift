import Effects
import XCTest

extension CalculationClient {
  /// Calculates and returns the outcome; an error that is not a `CalculationError` fails the
  /// test and gives `nil`.
  func attempt(
    _ lhs: String, _ rhs: String, _ op: CalculationOperator,
    file: StaticString = #filePath, line: UInt = #line
  ) async -> Result<Int, CalculationError>? {
    await outcome(throwing: CalculationError.self, file: file, line: line) {
      try await calculate(lhs: lhs, rhs: rhs, operator: op)
    }
  }
}
