/// One of the four arithmetic operations the calculator offers.
///
/// ```swift
/// for op in CalculationOperator.allCases {
///   print(op.symbol, op.rawValue)  // "+ addition", "− subtraction", …
/// }
/// ```
public enum CalculationOperator: String, CaseIterable, Sendable {
  /// `lhs + rhs`.
  case addition
  /// `lhs − rhs`.
  case subtraction
  /// `lhs × rhs`.
  case multiplication
  /// `lhs ÷ rhs`, rounded toward zero.
  case division

  /// The operator as people write it: `"+"`, `"−"`, `"×"` or `"÷"`.
  public var symbol: String {
    switch self {
    case .addition: "+"
    case .subtraction: "−"
    case .multiplication: "×"
    case .division: "÷"
    }
  }

  /// `lhs` combined with `rhs`, and whether the exact result did not fit in an `Int`.
  ///
  /// Division by zero must be ruled out by the caller.
  func apply(_ lhs: Int, _ rhs: Int) -> (partialValue: Int, overflow: Bool) {
    switch self {
    case .addition: lhs.addingReportingOverflow(rhs)
    case .subtraction: lhs.subtractingReportingOverflow(rhs)
    case .multiplication: lhs.multipliedReportingOverflow(by: rhs)
    case .division: lhs.dividedReportingOverflow(by: rhs)
    }
  }
}
