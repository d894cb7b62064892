import Effects

extension AuthenticationClient: DependencyKey {
  /// The demo accounts shipped with Effects (`demo-accounts.json`), one lockout record for
  /// the whole program. See ``live(accounts:delay:)``.
  public static let liveValue = AuthenticationClient.live(
    accountsFile: DemoAccount.bundledAccountsURL
  )
}
