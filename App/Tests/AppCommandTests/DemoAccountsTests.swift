import AppCommand
import Effects
import Foundation
import Testing

/// The accounts `--help` lists are the ones the app ships, with the right passwords.
@Suite struct DemoAccountsTests {
  @Test(arguments: Usage.demoAccounts.map { [$0.username, $0.password, $0.name] })
  func eachListedAccountLogsIn(account: [String]) async throws {
    let response = try await withDependencies {
      $0.continuousClock = ImmediateClock()
      $0.uuid = .incrementing
      $0.date = .constant(Date(timeIntervalSince1970: 0))
    } operation: {
      try await AuthenticationClient.live(accountsFile: DemoAccount.bundledAccountsURL)
        .login(username: account[0], password: account[1])
    }
    #expect(response.username == account[0])
    #expect(response.displayName == account[2])
  }

  @Test func theHelpListsEveryShippedAccount() throws {
    let shipped = try DemoAccount.load(from: DemoAccount.bundledAccountsURL).map(\.username)
    #expect(shipped.sorted() == Usage.demoAccounts.map(\.username).sorted())
    for account in Usage.demoAccounts {
      #expect(Usage.text().contains(account.username) && Usage.text().contains(account.password))
    }
  }
}
