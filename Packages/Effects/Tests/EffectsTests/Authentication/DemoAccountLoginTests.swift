import Effects
import XCTest

/// The live client over the bundled demo accounts: the documented passwords work, the
/// username is forgiving, the password is not.
final class DemoAccountLoginTests: XCTestCase {
  func testBundledFileListsTheThreeDocumentedAccounts() throws {
    let accounts = try DemoAccount.load(from: DemoAccount.bundledAccountsURL)
    XCTAssertEqual(accounts.map(\.username), DemoCredentials.all.map(\.username))
    XCTAssertEqual(accounts.map(\.displayName), DemoCredentials.all.map(\.displayName))
    XCTAssertEqual(accounts.map(\.userID), DemoCredentials.all.map(\.userID))
  }

  func testEveryDemoAccountLogsInWithItsDocumentedPassword() async {
    let client = AuthenticationClient.demo()
    for credentials in DemoCredentials.all {
      let result = await client.attempt(credentials.username, credentials.password)
      XCTAssertEqual(
        result, .success(LoginFixture.response(for: credentials)), credentials.username)
    }
  }

  func testUsernameIsTrimmedAndCaseInsensitive() async {
    let client = AuthenticationClient.demo()
    for username in ["  ada", "ADA", "\tAdA \n"] {
      let result = await client.attempt(username, "lovelace")
      XCTAssertEqual(result, .success(LoginFixture.response(for: .ada)), username.debugDescription)
    }
  }

  func testPasswordIsExact() async {
    let client = AuthenticationClient.demo()
    let shouted = await client.attempt("ada", "LOVELACE")
    XCTAssertEqual(shouted, .failure(.wrongPassword(remainingAttempts: 4)))
    let padded = await client.attempt("ada", " lovelace")
    XCTAssertEqual(padded, .failure(.wrongPassword(remainingAttempts: 3)))
  }

  func testUnknownUserIsNamedAsTyped() async {
    let client = AuthenticationClient.demo()
    let result = await client.attempt("  Bob ", "builder")
    XCTAssertEqual(result, .failure(.unknownUser("Bob")))
    guard case let .failure(error)? = result else { return }
    XCTAssertTrue(error.description.contains("\"Bob\""), error.description)
  }

  func testEmptyFieldsNameTheFieldWithoutWaiting() async {
    // NB: No clock override: the test context's UnimplementedClock fails the test if a form
    // error waits on the clock before being reported.
    let client = AuthenticationClient.demo()
    for (username, password, expected) in [
      ("", "lovelace", AuthenticationError.emptyUsername),
      (" \t\n", "lovelace", .emptyUsername),
      ("", "", .emptyUsername),
      ("ada", "", .emptyPassword),
    ] {
      let error = await thrownError {
        try await client.login(username: username, password: password)
      }
      XCTAssertEqual(error as? AuthenticationError, expected)
    }
    XCTAssertTrue(AuthenticationError.emptyUsername.description.contains("username"))
    XCTAssertTrue(AuthenticationError.emptyPassword.description.contains("password"))
  }

  func testAccountsBuiltInCodeLogIn() async {
    let account = DemoAccount(
      username: "Test", displayName: "Test User", userID: "user-test", password: "s3cret")
    let client = AuthenticationClient.live(accounts: [account])
    let result = await client.attempt("test", "s3cret")
    XCTAssertEqual(
      result,
      .success(
        LoginResponse(
          username: "Test", displayName: "Test User", userID: "user-test",
          token: LoginFixture.token.uuidString,
          loginTime: LoginFixture.loginTime)))
    XCTAssertEqual(account.salt.count, 32)
    XCTAssertEqual(account.passwordHash.count, 64)
  }
}
