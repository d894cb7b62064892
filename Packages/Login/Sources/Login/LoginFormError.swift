public enum LoginFormError: Error, Equatable, Sendable, CustomStringConvertible {
  case emptyUsername
  case usernameTooLong(length: Int)
  case emptyPassword

  public static let maximumUsernameLength = 64

  public var field: Login.State.Field {
    switch self {
    case .emptyUsername, .usernameTooLong: .username
    case .emptyPassword: .password
    }
  }

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

  /// The caller trims `username` first.
  public static func validate(username: String, password: String) -> Self? {
    if username.isEmpty { return .emptyUsername }
    if username.count > maximumUsernameLength { return .usernameTooLong(length: username.count) }
    if password.isEmpty { return .emptyPassword }
    return nil
  }
}
