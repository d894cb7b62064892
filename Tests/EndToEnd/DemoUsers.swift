import Effects
import Foundation

/// The users the end-to-end tests log in as: their accounts for the in-memory
/// `AuthenticationClient.live(accounts:delay:)`, and what a successful login answers for them
/// when `\.uuid` is incrementing and `\.date` is fixed at ``loginTime``.
enum DemoUsers {
  /// When every test login happens.
  static let loginTime = Date(timeIntervalSince1970: 1_700_000_000)

  /// Ada (password "lovelace") and Grace (password "hopper").
  static let accounts = [
    DemoAccount(
      username: "ada", displayName: "Ada Lovelace", userID: "user-ada", password: "lovelace"),
    DemoAccount(
      username: "grace", displayName: "Grace Hopper", userID: "user-grace", password: "hopper"),
  ]

  /// Ada's login, the first of a test (token `UUID(0)`).
  static let ada = LoginResponse(
    username: "ada", displayName: "Ada Lovelace", userID: "user-ada",
    token: UUID(0).uuidString, loginTime: loginTime)

  /// Grace's login, the second of a test (token `UUID(1)`).
  static let grace = LoginResponse(
    username: "grace", displayName: "Grace Hopper", userID: "user-grace",
    token: UUID(1).uuidString, loginTime: loginTime)
}
