import Effects
import Foundation
import XCTest

/// The named fakes do exactly what they say.
final class AuthenticationClientFakesTests: XCTestCase {
  func testSucceedingReturnsTheResponseForAnyCredentials() async throws {
    let response = LoginResponse(
      username: "ada", displayName: "Ada", userID: "user-ada", token: "t", loginTime: .distantPast)
    let client = AuthenticationClient.succeeding(response)
    let first = try await client.login(username: "anyone", password: "anything")
    let second = try await client.login(username: "", password: "")
    XCTAssertEqual(first, response)
    XCTAssertEqual(second, response)
  }

  func testFailingThrowsTheError() async {
    let client = AuthenticationClient.failing(.accountLocked(username: "ada"))
    let error = await thrownError { try await client.login(username: "ada", password: "lovelace") }
    XCTAssertEqual(error as? AuthenticationError, .accountLocked(username: "ada"))
  }

  func testOverridingTheDependencyReplacesTheClient() async throws {
    let response = LoginResponse(
      username: "grace", displayName: "Grace", userID: "user-grace", token: "t",
      loginTime: .distantPast)
    let answer = try await withDependencies {
      $0.authentication = .succeeding(response)
    } operation: {
      @Dependency(\.authentication) var authentication
      return try await authentication.login(username: "grace", password: "hopper")
    }
    XCTAssertEqual(answer, response)
  }
}
