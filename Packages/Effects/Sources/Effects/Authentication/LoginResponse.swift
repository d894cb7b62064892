import Foundation

/// The login screen hands it up in a delegate action, and the app passes it down to the
/// features that show the user.
public struct LoginResponse: Equatable, Sendable, Codable {
  /// As the accounts list spells it: what the login form fills in when the user logs out and
  /// comes back.
  public var username: String
  public var displayName: String
  public var userID: String
  /// New at every login.
  public var token: String
  public var loginTime: Date

  public init(
    username: String, displayName: String, userID: String, token: String, loginTime: Date
  ) {
    self.username = username
    self.displayName = displayName
    self.userID = userID
    self.token = token
    self.loginTime = loginTime
  }
}

extension LoginResponse {
  /// Every package's tests use it, so that a change to the response type is made once.
  public static let preview = LoginResponse(
    username: "ada", displayName: "Ada Lovelace", userID: "user-ada", token: "preview-token",
    loginTime: Date(timeIntervalSince1970: 1_700_000_000))

  public static let previewGrace = LoginResponse(
    username: "grace", displayName: "Grace Hopper", userID: "user-grace",
    token: "preview-token-2", loginTime: Date(timeIntervalSince1970: 1_700_000_000))
}
