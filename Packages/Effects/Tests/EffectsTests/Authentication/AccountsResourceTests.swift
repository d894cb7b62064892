import Effects
import Foundation
import XCTest

/// A missing or corrupt accounts file makes logins fail with `accountsUnavailable`, never a
/// crash.
final class AccountsResourceTests: XCTestCase {
  private func unavailableReason(_ client: AuthenticationClient) async -> String? {
    guard case let .failure(.accountsUnavailable(reason)) = await client.attempt("ada", "lovelace")
    else {
      return nil
    }
    return reason
  }

  private func temporaryFile(_ contents: String) throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("demo-accounts-\(UUID().uuidString).json")
    try Data(contents.utf8).write(to: url)
    addTeardownBlock { try? FileManager.default.removeItem(at: url) }
    return url
  }

  func testMissingResourceMakesAccountsUnavailable() async throws {
    let missing = await unavailableReason(.live(accountsFile: nil))
    XCTAssertEqual(missing, "the resource demo-accounts.json is missing from the Effects bundle")
    let nowhere = FileManager.default.temporaryDirectory.appendingPathComponent(
      "no-such-\(UUID().uuidString).json")
    let unreadableReason = await unavailableReason(.live(accountsFile: nowhere))
    let unreadable = try XCTUnwrap(unreadableReason)
    XCTAssertTrue(unreadable.hasPrefix("cannot read no-such-"), unreadable)
  }

  func testCorruptFileMakesAccountsUnavailable() async throws {
    let url = try temporaryFile(#"{"accounts": [{"username": "ada"#)
    let corruptReason = await unavailableReason(.live(accountsFile: url))
    let reason = try XCTUnwrap(corruptReason)
    XCTAssertTrue(reason.hasPrefix("demo-accounts.json is malformed"), reason)
  }

  func testFormErrorsComeBeforeAccountsUnavailable() async {
    let result = await AuthenticationClient.live(accountsFile: nil).attempt("", "lovelace")
    XCTAssertEqual(result, .failure(.emptyUsername))
  }

  func testDecodingRejectsDataThatIsNotAnAccountsFile() {
    let valid = DemoAccount(username: "ada", displayName: "Ada", userID: "u", password: "p")
    let cases: [(String, String)] = [
      ("not json", "demo-accounts.json is malformed"),
      (#"[]"#, "demo-accounts.json is malformed"),
      (#"{"accounts": [{"username": "ada"}]}"#, "demo-accounts.json is malformed: at .accounts[0]"),
      (#"{"accounts": []}"#, "demo-accounts.json lists no account"),
      (json([valid, valid]), "account 2 (\"ada\") repeats a username"),
      (json([with(valid) { $0.salt = "xyz" }]), "account 1 (\"ada\") has a salt that is not hex"),
      (
        json([with(valid) { $0.passwordHash = "abcd" }]),
        "account 1 (\"ada\") has a passwordHash that is not 64 hex digits"
      ),
      (json([with(valid) { $0.username = "  " }]), "account 1 has an empty username"),
    ]
    for (contents, expectedPrefix) in cases {
      do {
        _ = try DemoAccount.decode(Data(contents.utf8))
        XCTFail("Decoded \(contents)")
      } catch let .accountsUnavailable(reason) {
        XCTAssertTrue(
          reason.hasPrefix(expectedPrefix), "\(reason) does not start with \(expectedPrefix)")
      } catch {
        XCTFail("Unexpected \(error)")
      }
    }
  }

  func testAccountsGivenInCodeAreCheckedToo() async {
    let broken = DemoAccount(
      username: "ada", displayName: "Ada", userID: "u", salt: "00", passwordHash: "00")
    let reason = await unavailableReason(.live(accounts: [broken]))
    XCTAssertEqual(reason, "account 1 (\"ada\") has a passwordHash that is not 64 hex digits")
    XCTAssertTrue(
      AuthenticationError.accountsUnavailable("x").description.contains(
        "Reinstall or rebuild the app"))
  }

  private func json(_ accounts: [DemoAccount]) -> String {
    struct File: Encodable { var accounts: [DemoAccount] }
    return String(decoding: try! JSONEncoder().encode(File(accounts: accounts)), as: UTF8.self)
  }

  private func with(_ account: DemoAccount, _ change: (inout DemoAccount) -> Void) -> DemoAccount {
    var account = account
    change(&account)
    return account
  }
}
