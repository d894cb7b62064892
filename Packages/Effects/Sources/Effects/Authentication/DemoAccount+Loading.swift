import Foundation

extension DemoAccount {
  public static var bundledAccountsURL: URL? {
    EffectsResources.url(forResource: "demo-accounts", withExtension: "json")
  }

  /// `nil` stands for a missing file. The accounts come in the file's order.
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

  /// Decodes `{ "accounts": [ { "username": …, "displayName": …, "userID": …, "salt": …,
  /// "passwordHash": … }, … ] }`, refusing a file that lists no account, repeats a username
  /// (ignoring case), or holds a salt or hash that is not hex of the right length.
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

struct VerifiedAccount: Sendable {
  let account: DemoAccount
  let salt: [UInt8]
  let passwordHash: [UInt8]
}

extension DecodingError {
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
