extension AuthenticationClient {
  /// Fails the test on every endpoint: a call reports an issue naming it
  /// (`AuthenticationClient.login`) and throws `UnimplementedFailure`. A test overrides the
  /// endpoints it expects, such as `$0.authentication.login = { _, _ in response }`.
  public static let testValue = AuthenticationClient(
    login: unimplemented("AuthenticationClient.login")
  )

  /// The live behaviour, demo accounts and wait included, in a client of its own, so a
  /// preview or demo logs in with the documented demo passwords.
  public static let previewValue = AuthenticationClient.live(
    accountsFile: DemoAccount.bundledAccountsURL
  )

  /// A client whose every login succeeds with `response`, whatever the credentials.
  ///
  /// ```swift
  /// $0.authentication = .succeeding(
  ///   LoginResponse(username: "ada", displayName: "Ada", userID: "user-ada", token: "t", loginTime: .distantPast)
  /// )
  /// ```
  ///
  /// - Parameter response: What every login returns.
  public static func succeeding(_ response: LoginResponse) -> AuthenticationClient {
    AuthenticationClient { _, _ in response }
  }

  /// A client whose every login fails with `error`.
  ///
  /// ```swift
  /// $0.authentication = .failing(.accountLocked(username: "ada"))
  /// ```
  ///
  /// - Parameter error: What every login throws.
  public static func failing(_ error: AuthenticationError) -> AuthenticationClient {
    AuthenticationClient { _, _ in throw error }
  }
}
