import Effects
import XCTest

/// Five wrong passwords in a row lock an account for the life of the client.
final class LockoutTests: XCTestCase {
  func testWrongPasswordsCountDownAndTheFifthLocks() async {
    let client = AuthenticationClient.demo()
    var remaining: [Int] = []
    for _ in 1...5 {
      if case let .failure(.wrongPassword(left)) = await client.attempt("ada", "babbage") {
        remaining.append(left)
      }
    }
    XCTAssertEqual(remaining, [4, 3, 2, 1, 0])
    let sixth = await client.attempt("ada", "babbage")
    XCTAssertEqual(sixth, .failure(.accountLocked(username: "ada")))
  }

  func testCorrectPasswordResetsTheCount() async {
    let client = AuthenticationClient.demo()
    for _ in 1...4 { _ = await client.attempt("ada", "babbage") }
    let success = await client.attempt("ada", "lovelace")
    XCTAssertEqual(success, .success(LoginFixture.response(for: .ada)))
    let nextWrong = await client.attempt("ada", "babbage")
    XCTAssertEqual(nextWrong, .failure(.wrongPassword(remainingAttempts: 4)))
  }

  func testLockedAccountRejectsTheCorrectPassword() async {
    let client = AuthenticationClient.demo()
    for _ in 1...5 { _ = await client.attempt("grace", "cobol") }
    let correct = await client.attempt("grace", "hopper")
    XCTAssertEqual(correct, .failure(.accountLocked(username: "grace")))
    let viaOtherSpelling = await client.attempt(" GRACE ", "hopper")
    XCTAssertEqual(viaOtherSpelling, .failure(.accountLocked(username: "grace")))
  }

  func testSpellingsOfOneUsernameShareOneCount() async {
    let client = AuthenticationClient.demo()
    _ = await client.attempt("alan", "enigma")
    let second = await client.attempt("ALAN ", "enigma")
    XCTAssertEqual(second, .failure(.wrongPassword(remainingAttempts: 3)))
  }

  func testLockingOneAccountLeavesOtherAccountsAndClientsAlone() async {
    let client = AuthenticationClient.demo()
    for _ in 1...5 { _ = await client.attempt("ada", "babbage") }
    let grace = await client.attempt("grace", "hopper")
    XCTAssertEqual(grace, .success(LoginFixture.response(for: .grace)))
    let freshClient = await AuthenticationClient.demo().attempt("ada", "lovelace")
    XCTAssertEqual(freshClient, .success(LoginFixture.response(for: .ada)))
  }

  func testConcurrentWrongPasswordsNeverExceedTheLimit() async {
    let client = AuthenticationClient.demo()
    let results = await withTaskGroup(of: Result<LoginResponse, AuthenticationError>?.self) {
      group in
      for _ in 1...8 {
        group.addTask { await client.attempt("alan", "enigma") }
      }
      return await group.reduce(into: []) { $0.append($1) }
    }
    var remaining: [Int] = []
    var locked = 0
    for result in results {
      switch result {
      case let .failure(.wrongPassword(left)): remaining.append(left)
      case .failure(.accountLocked(username: "alan")): locked += 1
      default: XCTFail("Unexpected \(String(describing: result))")
      }
    }
    XCTAssertEqual(remaining.sorted(), [0, 1, 2, 3, 4])
    XCTAssertEqual(locked, 3)
  }

  func testMessagesSayHowManyAttemptsAreLeftAndHowToUnlock() {
    XCTAssertEqual(
      AuthenticationError.wrongPassword(remainingAttempts: 4).description,
      "The password is wrong. Check it and try again: 4 attempts left before the account is locked."
    )
    XCTAssertEqual(
      AuthenticationError.wrongPassword(remainingAttempts: 1).description,
      "The password is wrong. Check it and try again: 1 attempt left before the account is locked.")
    XCTAssertTrue(
      AuthenticationError.wrongPassword(remainingAttempts: 0).description.contains("now locked"))
    let locked = AuthenticationError.accountLocked(username: "ada")
    XCTAssertTrue(locked.description.contains("\"ada\" is locked"), locked.description)
    XCTAssertEqual(locked.localizedDescription, locked.description)
  }
}
