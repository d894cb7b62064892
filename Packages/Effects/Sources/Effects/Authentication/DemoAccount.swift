/// One local demo account, as stored in the package resource `demo-accounts.json`.
///
/// The password itself is never stored: `passwordHash` is the iterated salted SHA-256 of it
/// (see ``DemoAccount/init(username:displayName:userID:password:salt:)`` and the README for
/// the scheme). An entry of the file looks like this:
///
/// ```json
/// {
///   "username": "ada",
///   "displayName": "Ada Lovelace",
///   "userID": "user-ada",
///   "salt": "…32 hex digits…",
///   "passwordHash": "…64 hex digits…"
/// }
/// ```
public struct DemoAccount: Equatable, Sendable, Codable {
  /// The name to log in with. Matched without surrounding whitespace and ignoring case.
  public var username: String
  /// The name to greet the user with.
  public var displayName: String
  /// The account's stable identifier.
  public var userID: String
  /// The salt, in hex: random bytes hashed in front of the password.
  public var salt: String
  /// The password's hash, in hex: `SHA-256` applied 10,000 times to `salt ‖ UTF-8(password)`.
  public var passwordHash: String

  /// Creates an account from stored values, as they appear in the accounts file.
  ///
  /// - Parameters:
  ///   - username: The name to log in with.
  ///   - displayName: The name to greet the user with.
  ///   - userID: The account's stable identifier.
  ///   - salt: The salt, in hex.
  ///   - passwordHash: The password's hash, in hex.
  public init(
    username: String, displayName: String, userID: String, salt: String, passwordHash: String
  ) {
    self.username = username
    self.displayName = displayName
    self.userID = userID
    self.salt = salt
    self.passwordHash = passwordHash
  }

  /// Creates an account for `password`, hashing it: handy for tests and previews that need
  /// accounts of their own.
  ///
  /// ```swift
  /// let client = AuthenticationClient.live(accounts: [
  ///   DemoAccount(username: "test", displayName: "Test User", userID: "user-test", password: "secret")
  /// ])
  /// ```
  ///
  /// - Parameters:
  ///   - username: The name to log in with.
  ///   - displayName: The name to greet the user with.
  ///   - userID: The account's stable identifier.
  ///   - password: The password; only its hash is kept.
  ///   - salt: The salt bytes. By default 16 random bytes.
  public init(
    username: String,
    displayName: String,
    userID: String,
    password: String,
    salt: [UInt8] = (0..<16).map { _ in UInt8.random(in: .min ... .max) }
  ) {
    self.init(
      username: username,
      displayName: displayName,
      userID: userID,
      salt: Hex.encode(salt),
      passwordHash: Hex.encode(PasswordHash.hash(password, salt: salt))
    )
  }
}
