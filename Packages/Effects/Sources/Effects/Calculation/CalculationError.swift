import Foundation

public enum CalculationError: Error, Equatable, Sendable, Codable, CustomStringConvertible,
  LocalizedError
{
  public enum Field: String, Equatable, Sendable, Codable, CustomStringConvertible {
    case left
    case right

    public var description: String { rawValue }
  }

  case notANumber(field: Field)
  case sameInputAsPrevious
  case bothOperandsZero
  case divisionByZero
  case overflow

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

  /// So that `localizedDescription` reads well too.
  public var errorDescription: String? { description }
}
