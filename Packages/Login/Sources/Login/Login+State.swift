import Effects

extension Login {
  /// What the login screen shows: the two fields, which one has focus, whether a request is in
  /// flight, and the message of the last thing that went wrong.
  public struct State: Equatable, Sendable {
    /// The field that has the keyboard.
    public enum Field: Equatable, Hashable, Sendable {
      /// The username field.
      case username
      /// The password field.
      case password
    }

    /// The username as typed. Sent trimmed; kept as typed after a failed login.
    public var username: String
    /// The password as typed. Cleared after a failed login.
    public var password: String
    /// The field that has focus. A form error or a failed login moves it to the field to fix.
    public var focus: Field?
    /// `true` while the login request is in flight: the screen shows progress and a cancel
    /// button, and another tap on the login button does nothing.
    public var isLoggingIn: Bool
    /// The username of the last successful login, kept on disk across runs
    /// (``SharedReaderKey/lastUsername``); the form starts with it when it is given no
    /// username. A successful login updates it.
    @Shared public var lastUsername: String
    /// Why the last attempt failed: a form error naming the field, or the authentication
    /// client's error description. `nil` when there is nothing to report.
    public var errorMessage: String?

    /// Creates the login form.
    ///
    /// - Parameter username: A username to fill in, such as the last user's after a logout.
    ///   When it is empty, the form starts with ``lastUsername``, the last run's. Focus
    ///   starts on the password when there is a username, on the username otherwise.
    public init(username: String = "") {
      let lastUsername = Shared(wrappedValue: "", .lastUsername)
      let username = username.isEmpty ? lastUsername.wrappedValue : username
      self._lastUsername = lastUsername
      self.username = username
      self.password = ""
      self.focus = username.isEmpty ? .username : .password
      self.isLoggingIn = false
      self.errorMessage = nil
    }
  }
}
