import Effects

extension AuthenticationClient: DependencyKey {
  /// One lockout record for the whole program.
  public static let liveValue = AuthenticationClient.live(
    accountsFile: DemoAccount.bundledAccountsURL
  )
}
