public enum CalculationOperator: String, CaseIterable, Sendable {
  case addition
  case subtraction
  case multiplication
  /// Rounded toward zero.
  case division

  public var symbol: String {
    switch self {
    case .addition: "+"
    case .subtraction: "−"
    case .multiplication: "×"
    case .division: "÷"
    }
  }

  /// Division by zero comes back as an overflow, not a trap: the caller rules it out first.
  func apply(_ lhs: Int, _ rhs: Int) -> (partialValue: Int, overflow: Bool) {
    switch self {
    case .addition: lhs.addingReportingOverflow(rhs)
    case .subtraction: lhs.subtractingReportingOverflow(rhs)
    case .multiplication: lhs.multipliedReportingOverflow(by: rhs)
    case .division: lhs.dividedReportingOverflow(by: rhs)
    }
  }
}
