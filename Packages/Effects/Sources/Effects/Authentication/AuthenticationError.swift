import Foundation

public enum AuthenticationError: Error, Equatable, Sendable, Codable, CustomStringConvertible,
  LocalizedError
{
  case emptyUsername
  case emptyPassword
  /// As typed, without surrounding whitespace.
  case unknownUser(String)
  /// Wrong passwords in a row left before the account locks; at `0` it has just been locked.
  case wrongPassword(remainingAttempts: Int)
  /// Every login is refused, even with the right password, until the app restarts.
  case accountLocked(username: String)
  case accountsUnavailable(String)

  public var description: String {
    switch self {
    case .emptyUsername:
      return "The username field is empty. Enter your username."
    case .emptyPassword:
      return "The password field is empty. Enter your password."
    case let .unknownUser(username):
      return "There is no account named \"\(username)\". Check the spelling of the username."
    case let .wrongPassword(remainingAttempts) where remainingAttempts <= 0:
      return """
        The password is wrong, and the account is now locked after \
        \(AuthenticationClient.maximumFailedAttempts) wrong passwords in a row. \
        Restart the app to unlock it.
        """
    case let .wrongPassword(remainingAttempts):
      let attempts = remainingAttempts == 1 ? "1 attempt" : "\(remainingAttempts) attempts"
      return """
        The password is wrong. Check it and try again: \(attempts) left before the account is \
        locked.
        """
    case let .accountLocked(username):
      return """
        The account "\(username)" is locked after \(AuthenticationClient.maximumFailedAttempts) \
        wrong passwords in a row. Restart the app to unlock it.
        """
    case let .accountsUnavailable(reason):
      return "The accounts could not be loaded (\(reason)). Reinstall or rebuild the app."
    }
  }

  /// So that `localizedDescription` reads well too.
  public var errorDescription: String? { description }
}
