/// One entry of the package resource `demo-accounts.json`. The password itself is never
/// stored (see ``PasswordHash`` for the scheme).
public struct DemoAccount: Equatable, Sendable, Codable {
  /// Matched without surrounding whitespace and ignoring case.
  public var username: String
  public var displayName: String
  public var userID: String
  public var salt: String
  /// Hex of ``PasswordHash/hash(_:salt:iterations:)``.
  public var passwordHash: String

  public init(
    username: String, displayName: String, userID: String, salt: String, passwordHash: String
  ) {
    self.username = username
    self.displayName = displayName
    self.userID = userID
    self.salt = salt
    self.passwordHash = passwordHash
  }

  /// Hashes `password`: for tests and previews that need accounts of their own.
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
