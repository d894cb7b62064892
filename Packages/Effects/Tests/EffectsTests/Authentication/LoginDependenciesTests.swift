import Effects
import Foundation
import XCTest

/// The live client takes time, tokens and dates from the dependency system.
final class LoginDependenciesTests: XCTestCase {
  func testLoginWaitsForTheDelayOnTheClock() async throws {
    let clock = TestClock()
    let client = AuthenticationClient.demo()
    let finished = LockIsolated(false)
    let login = Task {
      let result = await client.attempt("ada", "lovelace", clock: clock)
      finished.setValue(true)
      return result
    }
    // Advancing measures from the moment the sleep began. Should the wait fail (it fails the
    // test), stop: a sleep that began later would outlast the advances, and the test would hang.
    await waitUntil { clock.sleeperCount > 0 }
    guard clock.sleeperCount > 0 else { return login.cancel() }

    await clock.advance(by: AuthenticationClient.loginDelay - .milliseconds(1))
    XCTAssertFalse(finished.value, "The login answered before the delay had passed.")
    XCTAssertEqual(clock.sleeperCount, 1)

    await clock.advance(by: .milliseconds(1))
    let result = await login.value
    XCTAssertEqual(result, .success(LoginFixture.response(for: .ada)))
    XCTAssertEqual(clock.now.offset, .milliseconds(500))
    XCTAssertEqual(AuthenticationClient.loginDelay, .milliseconds(500))
  }

  func testCancellingTheWaitCancelsTheLogin() async throws {
    let clock = TestClock()
    let client = AuthenticationClient.demo()
    let login = Task {
      try await withDependencies {
        $0.continuousClock = clock
      } operation: {
        try await client.login(username: "ada", password: "lovelace")
      }
    }
    await waitUntil { clock.sleeperCount > 0 }
    login.cancel()
    let result = await login.result
    XCTAssertThrowsError(try result.get()) { XCTAssertTrue($0 is CancellationError, "\($0)") }
    XCTAssertEqual(clock.sleeperCount, 0)
  }

  func testTokenAndLoginTimeComeFromTheDependencies() async throws {
    let client = AuthenticationClient.demo()
    let loginTime = Date(timeIntervalSince1970: 1_234_567_890)
    let (first, second) = try await withDependencies {
      $0.continuousClock = ImmediateClock()
      $0.uuid = .incrementing
      $0.date = .constant(loginTime)
    } operation: {
      (
        try await client.login(username: "ada", password: "lovelace"),
        try await client.login(username: "grace", password: "hopper")
      )
    }
    XCTAssertEqual(first.token, "00000000-0000-0000-0000-000000000000")
    XCTAssertEqual(second.token, "00000000-0000-0000-0000-000000000001")
    XCTAssertEqual(first.loginTime, loginTime)
    XCTAssertEqual(second.loginTime, loginTime)
  }

  func testLoginResponseRoundTripsThroughJSON() throws {
    let response = LoginFixture.response(for: .alan)
    let decoded = try JSONDecoder().decode(LoginResponse.self, from: JSONEncoder().encode(response))
    XCTAssertEqual(decoded, response)
  }
}
