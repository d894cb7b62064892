import Foundation

extension DemoAccount {
  /// Where the accounts file shipped with Effects is: the package resource
  /// `demo-accounts.json`, or `nil` when the resource is missing.
  public static var bundledAccountsURL: URL? {
    EffectsResources.url(forResource: "demo-accounts", withExtension: "json")
  }

  /// Reads and checks the accounts in the file at `url`.
  ///
  /// ```swift
  /// let accounts = try DemoAccount.load(from: DemoAccount.bundledAccountsURL)
  /// ```
  ///
  /// - Parameter url: The accounts file; `nil` stands for a missing file.
  /// - Returns: The accounts, in the file's order.
  /// - Throws: ``AuthenticationError/accountsUnavailable(_:)`` saying what is wrong when the
  ///   file is missing, unreadable, or fails ``decode(_:)``.
  public static func load(from url: URL?) throws(AuthenticationError) -> [DemoAccount] {
    guard let url else {
      throw .accountsUnavailable(
        "the resource demo-accounts.json is missing from the Effects bundle")
    }
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw .accountsUnavailable(
        "cannot read \(url.lastPathComponent): \(error.localizedDescription)")
    }
    return try decode(data)
  }

  /// Decodes and checks accounts from the JSON of an accounts file:
  /// `{ "accounts": [ { "username": …, "displayName": …, "userID": …, "salt": …,
  /// "passwordHash": … }, … ] }`.
  ///
  /// - Parameter data: The file's contents.
  /// - Returns: The accounts, in the file's order.
  /// - Throws: ``AuthenticationError/accountsUnavailable(_:)`` when the data is not such JSON,
  ///   lists no account, repeats a username (ignoring case), or holds a salt or hash that is
  ///   not hex of the right length.
  public static func decode(_ data: Data) throws(AuthenticationError) -> [DemoAccount] {
    struct File: Decodable {
      var accounts: [DemoAccount]
    }
    let file: File
    do {
      file = try JSONDecoder().decode(File.self, from: data)
    } catch let error as DecodingError {
      throw .accountsUnavailable("demo-accounts.json is malformed: \(error.summary)")
    } catch {
      throw .accountsUnavailable("demo-accounts.json is malformed: \(error.localizedDescription)")
    }
    _ = try verify(file.accounts)
    return file.accounts
  }

  /// `accounts` keyed by their lowercased username, with salts and hashes decoded; throws
  /// ``AuthenticationError/accountsUnavailable(_:)`` naming the first account that is wrong.
  static func verify(_ accounts: [DemoAccount]) throws(AuthenticationError) -> [String:
    VerifiedAccount]
  {
    guard !accounts.isEmpty else {
      throw .accountsUnavailable("demo-accounts.json lists no account")
    }
    var verified: [String: VerifiedAccount] = [:]
    for (index, account) in accounts.enumerated() {
      let key = account.username.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
      let name = "account \(index + 1) (\"\(account.username)\")"
      guard !key.isEmpty else {
        throw .accountsUnavailable("account \(index + 1) has an empty username")
      }
      guard verified[key] == nil else { throw .accountsUnavailable("\(name) repeats a username") }
      guard let salt = Hex.decode(account.salt), !salt.isEmpty else {
        throw .accountsUnavailable("\(name) has a salt that is not hex")
      }
      guard let hash = Hex.decode(account.passwordHash), hash.count == SHA256.digestByteCount else {
        throw .accountsUnavailable("\(name) has a passwordHash that is not 64 hex digits")
      }
      verified[key] = VerifiedAccount(account: account, salt: salt, passwordHash: hash)
    }
    return verified
  }
}

/// A demo account whose salt and hash were checked and decoded, ready to verify passwords.
struct VerifiedAccount: Sendable {
  let account: DemoAccount
  let salt: [UInt8]
  let passwordHash: [UInt8]
}

extension DecodingError {
  /// Where the JSON went wrong and how, in one line.
  fileprivate var summary: String {
    let context: Context
    switch self {
    case let .typeMismatch(_, c), let .valueNotFound(_, c), let .keyNotFound(_, c),
      let .dataCorrupted(c):
      context = c
    @unknown default:
      return String(describing: self)
    }
    let path = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }
      .joined()
    return path.isEmpty ? context.debugDescription : "at \(path): \(context.debugDescription)"
  }
}
