import Foundation

extension AuthenticationClient {
  public static let maximumFailedAttempts = 5

  /// So that a UI can show progress.
  public static let loginDelay: Duration = .milliseconds(500)

  /// A client that checks `accounts`, with a lockout record of its own: make a new client for
  /// each test, so lockouts do not leak between tests. Each login:
  /// 1. trims the username; an empty username or password throws
  ///    ``AuthenticationError/emptyUsername`` or ``AuthenticationError/emptyPassword`` at once;
  /// 2. waits `delay` on `@Dependency(\.continuousClock)`;
  /// 3. finds the account, ignoring case, or throws ``AuthenticationError/unknownUser(_:)``;
  /// 4. throws ``AuthenticationError/accountLocked(username:)`` if the account is locked,
  ///    whatever the password;
  /// 5. compares the password's hash in constant time. A wrong one throws
  ///    ``AuthenticationError/wrongPassword(remainingAttempts:)``, counting down 4…0; the
  ///    fifth in a row locks the account. A right one resets the count and returns a
  ///    ``LoginResponse`` whose token comes from `@Dependency(\.uuid)` and whose login time
  ///    comes from `@Dependency(\.date)`.
  public static func live(
    accounts: [DemoAccount], delay: Duration = loginDelay
  ) -> AuthenticationClient {
    live(delay: delay) { () throws(AuthenticationError) in try DemoAccount.verify(accounts) }
  }

  /// Reads the file at `url` once, now. When it is missing (`url` is `nil` or names nothing)
  /// or malformed, every login that gets past the form checks throws
  /// ``AuthenticationError/accountsUnavailable(_:)`` saying why.
  public static func live(
    accountsFile url: URL?, delay: Duration = loginDelay
  ) -> AuthenticationClient {
    live(delay: delay) { () throws(AuthenticationError) in
      try DemoAccount.verify(DemoAccount.load(from: url))
    }
  }

  private static func live(
    delay: Duration, accounts: () throws(AuthenticationError) -> [String: VerifiedAccount]
  ) -> AuthenticationClient {
    let authenticator = Authenticator(accounts: Result(catching: accounts), delay: delay)
    return AuthenticationClient { username, password in
      try await authenticator.login(username: username, password: password)
    }
  }
}
