import Foundation

/// What a successful login gives the rest of the app: who logged in, their session token, and
/// when.
///
/// The login screen hands it up in a delegate action, and the app passes it down to the
/// features that show the user.
///
/// ```swift
/// let response = try await authentication.login(username: "ada", password: "lovelace")
/// print("Welcome, \(response.displayName)")  // "Welcome, Ada Lovelace"
/// ```
public struct LoginResponse: Equatable, Sendable, Codable {
  /// The account's username as the accounts list spells it, such as `"ada"`: what the login
  /// form fills in when the user logs out and comes back.
  public var username: String
  /// The name to greet the user with, such as `"Ada Lovelace"`.
  public var displayName: String
  /// The account's stable identifier, such as `"user-ada"`.
  public var userID: String
  /// A random token for this session, new at every login.
  public var token: String
  /// When the login succeeded.
  public var loginTime: Date

  /// Creates a response.
  ///
  /// - Parameters:
  ///   - username: The account's username.
  ///   - displayName: The name to greet the user with.
  ///   - userID: The account's stable identifier.
  ///   - token: The session token.
  ///   - loginTime: When the login succeeded.
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
  /// A logged-in user for previews, demos and tests: Ada Lovelace, logged in at a fixed time.
  /// Every package's tests use it, so that a change to the response type is made once.
  ///
  /// ```swift
  /// let store = Store(initialState: B1.State(user: .preview)) { B1() }
  /// ```
  public static let preview = LoginResponse(
    username: "ada", displayName: "Ada Lovelace", userID: "user-ada", token: "preview-token",
    loginTime: Date(timeIntervalSince1970: 1_700_000_000))

  /// A second logged-in user, Grace Hopper, for tests where the user changes.
  public static let previewGrace = LoginResponse(
    username: "grace", displayName: "Grace Hopper", userID: "user-grace",
    token: "preview-token-2", loginTime: Date(timeIntervalSince1970: 1_700_000_000))
}
