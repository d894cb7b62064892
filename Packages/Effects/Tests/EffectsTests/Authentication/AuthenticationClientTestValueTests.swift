import Effects
import Foundation
import XCTest

/// The test value fails loudly on every endpoint, naming it; overrides replace it.
final class AuthenticationClientTestValueTests: XCTestCase {
  func testTestValueFailsOnEveryEndpoint() async {
    await assertEveryEndpointFails(
      AuthenticationClient.testValue,
      [
        "login": { _ = try await $0.login(username: "ada", password: "lovelace") }
      ])
  }

  func testDependencyDefaultsToTheTestValueInTests() async {
    let issues = CollectingIssueReporter()
    @Dependency(\.authentication) var authentication
    _ = try? await withIssueReporters([issues]) {
      try await authentication.login(username: "ada", password: "lovelace")
    }
    XCTAssertTrue(
      issues.messages.first?.contains("AuthenticationClient.login") == true, "\(issues.messages)")
  }

  func testOverridingAnEndpointReplacesIt() async throws {
    let response = LoginResponse(
      username: "Grace", displayName: "Grace", userID: "user-grace", token: "t",
      loginTime: .distantPast)
    let answer = try await withDependencies {
      $0.authentication.login = { username, _ in
        LoginResponse(
          username: username, displayName: username, userID: "user-grace", token: "t",
          loginTime: .distantPast)
      }
    } operation: {
      @Dependency(\.authentication) var authentication
      return try await authentication.login(username: "Grace", password: "hopper")
    }
    XCTAssertEqual(answer, response)
  }
}
