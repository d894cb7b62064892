extension AuthenticationClient {
  public static let testValue = AuthenticationClient(
    login: unimplemented("AuthenticationClient.login")
  )

  /// The live behaviour, wait included, so a preview logs in with the documented demo
  /// passwords.
  public static let previewValue = AuthenticationClient.live(
    accountsFile: DemoAccount.bundledAccountsURL
  )

  public static func succeeding(_ response: LoginResponse) -> AuthenticationClient {
    AuthenticationClient { _, _ in response }
  }

  public static func failing(_ error: AuthenticationError) -> AuthenticationClient {
    AuthenticationClient { _, _ in throw error }
  }
}
