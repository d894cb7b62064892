import Foundation

public enum NumberFactError: Error, Equatable, Sendable, Codable, CustomStringConvertible,
  LocalizedError
{
  /// No network, or nothing answers at the service's address.
  case offline
  /// The host name did not resolve: no network, no name server, or a mistyped service
  /// address.
  case hostNotFound(String)
  case timedOut
  /// A status outside 200–299.
  case badStatus(Int)
  /// Empty or only whitespace.
  case emptyBody
  /// Not an HTTP response with a UTF-8 text body.
  case invalidResponse
  /// More than ``NumberFactClient/maximumFactLength`` bytes: not a fact, and too much to show.
  case tooLong(byteCount: Int)
  case requestFailed(String)
  case catalogueUnavailable(String)

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

  /// So that `localizedDescription` reads well too.
  public var errorDescription: String? { description }
}
