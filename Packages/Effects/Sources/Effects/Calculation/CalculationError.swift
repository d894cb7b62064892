import Foundation

/// Why a calculation failed, with a message a person can act on (its ``description``).
///
/// ```swift
/// do {
///   result = try await calculation.calculate(lhs: "7", rhs: "0", operator: .division)
/// } catch let error as CalculationError {
///   message = error.description  // "Cannot divide by zero. Enter a right number other than 0."
/// }
/// ```
public enum CalculationError: Error, Equatable, Sendable, Codable, CustomStringConvertible,
  LocalizedError
{
  /// Which operand a form error is about.
  public enum Field: String, Equatable, Sendable, Codable, CustomStringConvertible {
    /// The number left of the operator.
    case left
    /// The number right of the operator.
    case right

    /// `"left"` or `"right"`.
    public var description: String { rawValue }
  }

  /// The operand in `field` is not a whole number that fits in an `Int`.
  case notANumber(field: Field)
  /// The numbers and the operator are the same as in the previous successful calculation.
  case sameInputAsPrevious
  /// Both numbers are zero.
  case bothOperandsZero
  /// The operator is division and the right number is zero.
  case divisionByZero
  /// The exact result does not fit in an `Int`.
  case overflow

  /// What went wrong and what to do about it.
  public var description: String {
    switch self {
    case let .notANumber(field):
      return """
        The \(field) number is not a whole number. Enter digits, optionally after a + or - sign, \
        between \(Int.min) and \(Int.max).
        """
    case .sameInputAsPrevious:
      return "This is the same calculation as the last one. Change a number or the operator."
    case .bothOperandsZero:
      return "Both numbers are 0. Change at least one of them."
    case .divisionByZero:
      return "Cannot divide by zero. Enter a right number other than 0."
    case .overflow:
      return """
        The result is too large to compute: it lies outside \(Int.min)…\(Int.max). Use smaller \
        numbers.
        """
    }
  }

  /// The same as ``description``, so that `localizedDescription` reads well too.
  public var errorDescription: String? { description }
}
