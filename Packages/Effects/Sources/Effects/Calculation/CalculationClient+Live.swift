import Foundation

extension CalculationClient: DependencyKey {
  /// The live calculator, with one memory of the previous calculation for the whole program.
  public static let liveValue = CalculationClient.live()

  /// A calculator with its own memory of the previous successful calculation.
  ///
  /// Each call checks, in this order, and fails with the first that applies:
  /// 1. ``CalculationError/notANumber(field:)``: the left, then the right text, without
  ///    surrounding whitespace, is not a whole number (a leading `+` or `-` is fine) that fits
  ///    in an `Int`;
  /// 2. ``CalculationError/sameInputAsPrevious``: the same numbers and operator as the
  ///    previous successful call (`" 2"` and `"+2"` count as the same number as `"2"`);
  /// 3. ``CalculationError/bothOperandsZero``;
  /// 4. ``CalculationError/divisionByZero``;
  /// 5. ``CalculationError/overflow``: the exact result does not fit in an `Int`.
  ///
  /// Only a success is remembered. Make a new one for each test:
  ///
  /// ```swift
  /// let calculation = CalculationClient.live()
  /// await calculation.calculate("6", "7", .multiplication)  // .success(42)
  /// await calculation.calculate("6", "7", .multiplication)  // .failure(.sameInputAsPrevious)
  /// ```
  public static func live() -> Self {
    let calculator = LiveCalculator()
    return Self { lhs, rhs, op in calculator.calculate(lhs, rhs, op) }
  }
}

/// The live calculation logic and its memory of the previous successful input.
final class LiveCalculator: Sendable {
  private struct Input: Equatable {
    var lhs: Int
    var rhs: Int
    var op: CalculationOperator
  }

  private let previousSuccess = LockIsolated<Input?>(nil)

  func calculate(_ lhs: String, _ rhs: String, _ op: CalculationOperator) -> Result<Int, CalculationError> {
    guard let left = Self.parse(lhs) else { return .failure(.notANumber(field: .left)) }
    guard let right = Self.parse(rhs) else { return .failure(.notANumber(field: .right)) }
    let input = Input(lhs: left, rhs: right, op: op)
    // NB: Checked and remembered under one lock, so two concurrent identical calls cannot
    // both succeed.
    return previousSuccess.withValue { previous in
      if previous == input { return .failure(.sameInputAsPrevious) }
      if left == 0, right == 0 { return .failure(.bothOperandsZero) }
      if op == .division, right == 0 { return .failure(.divisionByZero) }
      let (value, overflow) = op.apply(left, right)
      if overflow { return .failure(.overflow) }
      previous = input
      return .success(value)
    }
  }

  /// The whole number `text` spells without surrounding whitespace, with an optional leading
  /// sign, or `nil`.
  private static func parse(_ text: String) -> Int? {
    Int(text.trimmingCharacters(in: .whitespacesAndNewlines))
  }
}
