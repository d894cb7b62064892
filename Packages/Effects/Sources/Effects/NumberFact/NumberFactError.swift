import Foundation

/// Why a number fact could not be had, with a message a person can act on (its
/// ``description``).
///
/// ```swift
/// do {
///   fact = try await numberFact.fact(number: 42)
/// } catch let error as NumberFactError {
///   message = error.description  // "The number facts service did not answer in time. …"
/// }
/// ```
public enum NumberFactError: Error, Equatable, Sendable, Codable, CustomStringConvertible,
  LocalizedError
{
  /// The service could not be reached: no network, or nothing answers at its address.
  case offline
  /// The service's host name did not resolve to an address: no network, no name server, or a
  /// mistyped service address. The value is the host name, such as `numbersapi.com`.
  case hostNotFound(String)
  /// The service did not answer within the request's timeout.
  case timedOut
  /// The service answered with an HTTP status outside 200–299, such as 404 or 503.
  case badStatus(Int)
  /// The service answered with a body that was empty or only whitespace.
  case emptyBody
  /// The service's answer was not an HTTP response with a UTF-8 text body.
  case invalidResponse
  /// The service answered with more than ``NumberFactClient/maximumFactLength`` bytes:
  /// not a fact, and too much to show.
  case tooLong(byteCount: Int)
  /// The request failed for another reason, described by the network layer.
  case requestFailed(String)
  /// The built-in catalogue could not be loaded; the reason says what was wrong with it.
  case catalogueUnavailable(String)

  /// What went wrong and what to do about it.
  public var description: String {
    switch self {
    case .offline:
      return """
        Could not reach the number facts service. Check your network connection, then try \
        again.
        """
    case let .hostNotFound(host):
      return """
        Cannot find the number facts server \(host): its name does not resolve. Check your \
        network connection and the service address, then try again.
        """
    case .timedOut:
      return "The number facts service did not answer in time. Try again in a moment."
    case let .badStatus(status):
      return """
        The number facts service answered with HTTP status \(status) instead of a fact. Try \
        again later.
        """
    case .emptyBody:
      return """
        The number facts service answered with an empty fact. Try again, or use the built-in \
        catalogue.
        """
    case .invalidResponse:
      return """
        The number facts service sent an answer that is not a text fact. Check the service \
        address.
        """
    case let .tooLong(byteCount):
      return """
        The number facts service answered with \(byteCount) bytes, which is not a fact. \
        Try again later.
        """
    case let .requestFailed(reason):
      return "The request for a number fact failed: \(reason). Try again."
    case let .catalogueUnavailable(reason):
      return """
        The built-in number fact catalogue could not be loaded: \(reason). Reinstall the app, \
        or use the online service.
        """
    }
  }

  /// The same as ``description``, so that `localizedDescription` reads well too.
  public var errorDescription: String? { description }
}
