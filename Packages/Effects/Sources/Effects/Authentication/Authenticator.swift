import Foundation

final class Authenticator: Sendable {
  private let accounts: Result<[String: VerifiedAccount], AuthenticationError>
  private let delay: Duration
  /// By lowercased username. At the maximum, the account is locked.
  private let failures = LockIsolated<[String: Int]>([:])

  init(accounts: Result<[String: VerifiedAccount], AuthenticationError>, delay: Duration) {
    self.accounts = accounts
    self.delay = delay
  }

  func login(username: String, password: String) async throws -> LoginResponse {
    @Dependency(\.continuousClock) var clock
    @Dependency(\.uuid) var uuid
    @Dependency(\.date) var date

    let typed = username.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !typed.isEmpty else { throw AuthenticationError.emptyUsername }
    guard !password.isEmpty else { throw AuthenticationError.emptyPassword }

    try await clock.sleep(for: delay)

    let key = typed.lowercased()
    guard let verified = try accounts.get()[key] else {
      throw AuthenticationError.unknownUser(typed)
    }
    let account = verified.account
    if isLocked(key) { throw AuthenticationError.accountLocked(username: account.username) }

    let matches = PasswordHash.constantTimeEquals(
      PasswordHash.hash(password, salt: verified.salt), verified.passwordHash
    )
    try record(matches: matches, for: key, username: account.username)
    return LoginResponse(
      username: account.username, displayName: account.displayName, userID: account.userID,
      token: uuid().uuidString,
      loginTime: date.now
    )
  }

  private func isLocked(_ key: String) -> Bool {
    failures.withValue { $0[key, default: 0] >= AuthenticationClient.maximumFailedAttempts }
  }

  /// Counts the attempt under the lock, so concurrent logins cannot both slip past the limit.
  private func record(matches: Bool, for key: String, username: String) throws(AuthenticationError)
  {
    let maximum = AuthenticationClient.maximumFailedAttempts
    let outcome = failures.withValue { failures -> AuthenticationError? in
      let count = failures[key, default: 0]
      if count >= maximum { return .accountLocked(username: username) }
      if matches {
        failures[key] = nil
        return nil
      }
      failures[key] = count + 1
      return .wrongPassword(remainingAttempts: maximum - (count + 1))
    }
    if let outcome { throw outcome }
  }
}
