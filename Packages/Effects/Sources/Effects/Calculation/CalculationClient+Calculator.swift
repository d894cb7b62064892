import Foundation

extension CalculationClient {
  /// A calculator with its own memory of the previous successful calculation: make a new one
  /// for each test. Each call throws the first of these that applies:
  /// 1. ``CalculationError/notANumber(field:)``: the left, then the right text, without
  ///    surrounding whitespace, is not a whole number (a leading `+` or `-` is fine) that fits
  ///    in an `Int`;
  /// 2. ``CalculationError/sameInputAsPrevious``: the same numbers and operator as the
  ///    previous successful call (`" 2"` and `"+2"` count as the same number as `"2"`);
  /// 3. ``CalculationError/bothOperandsZero``;
  /// 4. ``CalculationError/divisionByZero``;
  /// 5. ``CalculationError/overflow``.
  public static func live() -> CalculationClient {
    let calculator = LiveCalculator()
    return CalculationClient { lhs, rhs, op in
      try calculator.calculate(lhs: lhs, rhs: rhs, operator: op)
    }
  }
}

final class LiveCalculator: Sendable {
  private struct Input: Equatable {
    var lhs: Int
    var rhs: Int
    var op: CalculationOperator
  }

  private let previousSuccess = LockIsolated<Input?>(nil)

  func calculate(
    lhs: String, rhs: String, operator op: CalculationOperator
  ) throws(CalculationError) -> Int {
    guard let left = Self.parse(lhs) else { throw .notANumber(field: .left) }
    guard let right = Self.parse(rhs) else { throw .notANumber(field: .right) }
    let input = Input(lhs: left, rhs: right, op: op)
    // NB: Checked and remembered under one lock, so two concurrent identical calls cannot
    // both succeed.
    let outcome = previousSuccess.withValue { previous -> Result<Int, CalculationError> in
      if previous == input { return .failure(.sameInputAsPrevious) }
      if left == 0, right == 0 { return .failure(.bothOperandsZero) }
      if op == .division, right == 0 { return .failure(.divisionByZero) }
      let (value, overflow) = op.apply(left, right)
      if overflow { return .failure(.overflow) }
      previous = input
      return .success(value)
    }
    return try outcome.get()
  }

  private static func parse(_ text: String) -> Int? {
    Int(text.trimmingCharacters(in: .whitespacesAndNewlines))
  }
}
