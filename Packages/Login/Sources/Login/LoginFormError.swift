/// Why the login form cannot be sent yet, with a message that names the field to fix.
///
/// ```swift
/// LoginFormError.validate(username: "  ", password: "x")  // .emptyUsername
/// ```
public enum LoginFormError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The username is empty or only whitespace.
  case emptyUsername
  /// The username, trimmed, is longer than ``maximumUsernameLength`` characters.
  case usernameTooLong(length: Int)
  /// The password is empty.
  case emptyPassword

  /// The longest username the form accepts, in characters, after trimming.
  public static let maximumUsernameLength = 64

  /// The field to fix.
  public var field: Login.State.Field {
    switch self {
    case .emptyUsername, .usernameTooLong: .username
    case .emptyPassword: .password
    }
  }

  /// What is wrong and what to do, naming the field.
  public var description: String {
    switch self {
    case .emptyUsername:
      return "The username field is empty. Enter your username."
    case let .usernameTooLong(length):
      return """
        The username field holds \(length) characters; a username has at most \
        \(Self.maximumUsernameLength). Shorten it.
        """
    case .emptyPassword:
      return "The password field is empty. Enter your password."
    }
  }

  /// Checks a form before it is sent.
  ///
  /// - Parameters:
  ///   - username: The username, already trimmed.
  ///   - password: The password as typed.
  /// - Returns: The first problem, username first, or `nil` when the form can be sent.
  public static func validate(username: String, password: String) -> Self? {
    if username.isEmpty { return .emptyUsername }
    if username.count > maximumUsernameLength { return .usernameTooLong(length: username.count) }
    if password.isEmpty { return .emptyPassword }
    return nil
  }
}
