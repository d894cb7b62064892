import Effects
import Foundation
import XCTest

/// The demo accounts' documented credentials (README), and what a login with them returns.
struct DemoCredentials {
  var username: String
  var password: String
  var displayName: String
  var userID: String

  static let ada = DemoCredentials(
    username: "ada", password: "lovelace", displayName: "Ada Lovelace", userID: "user-ada")
  static let grace = DemoCredentials(
    username: "grace", password: "hopper", displayName: "Grace Hopper", userID: "user-grace")
  static let alan = DemoCredentials(
    username: "alan", password: "turing", displayName: "Alan Turing", userID: "user-alan")
  static let all = [ada, grace, alan]
}

/// The token and login time every live login in these tests gets from the dependencies.
enum LoginFixture {
  static let token = UUID(uuidString: "DEADBEEF-DEAD-BEEF-DEAD-BEEFDEADBEEF")!
  static let loginTime = Date(timeIntervalSince1970: 1_700_000_000)

  /// The response a login as `credentials` returns under ``attempt(_:_:clock:file:line:)``.
  static func response(for credentials: DemoCredentials) -> LoginResponse {
    LoginResponse(
      username: credentials.username, displayName: credentials.displayName,
      userID: credentials.userID, token: token.uuidString,
      loginTime: loginTime)
  }
}

extension AuthenticationClient {
  /// A live client over the bundled demo accounts, with a lockout record of its own.
  static func demo() -> Self {
    .live(accountsFile: DemoAccount.bundledAccountsURL)
  }

  /// Logs in with an immediate clock, a constant token and a constant date, and returns the
  /// outcome; an error that is not an `AuthenticationError` fails the test and gives `nil`.
  func attempt(
    _ username: String, _ password: String, clock: any Clock<Duration> = ImmediateClock(),
    file: StaticString = #filePath, line: UInt = #line
  ) async -> Result<LoginResponse, AuthenticationError>? {
    await outcome(throwing: AuthenticationError.self, file: file, line: line) {
      try await withDependencies {
        $0.continuousClock = clock
        $0.uuid = .constant(LoginFixture.token)
        $0.date = .constant(LoginFixture.loginTime)
      } operation: {
        try await login(username: username, password: password)
      }
    }
  }
}
