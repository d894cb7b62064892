import Foundation

/// Why a login failed, with a message a person can act on (its ``description``).
///
/// ```swift
/// do {
///   response = try await authentication.login(username: "ada", password: "wrong")
/// } catch let error as AuthenticationError {
///   message = error.description  // "The password is wrong. Check it and try again: …"
/// }
/// ```
public enum AuthenticationError: Error, Equatable, Sendable, Codable, CustomStringConvertible,
  LocalizedError
{
  /// The username field was empty or only whitespace.
  case emptyUsername
  /// The password field was empty.
  case emptyPassword
  /// No account has this username (as typed, without surrounding whitespace).
  case unknownUser(String)
  /// The password did not match. `remainingAttempts` wrong passwords in a row are left before
  /// the account locks; at `0` the account has just been locked.
  case wrongPassword(remainingAttempts: Int)
  /// The account took too many wrong passwords in a row and refuses every login, even with
  /// the right password, until the app restarts.
  case accountLocked(username: String)
  /// The accounts could not be read; the string says why.
  case accountsUnavailable(String)

  /// What went wrong and what to do about it.
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

  /// The same as ``description``, so that `localizedDescription` reads well too.
  public var errorDescription: String? { description }
}
