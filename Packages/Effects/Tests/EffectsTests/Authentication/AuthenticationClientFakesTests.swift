import Effects
import Foundation
import XCTest

/// The test value fails loudly; the named fakes do exactly what they say.
final class AuthenticationClientFakesTests: XCTestCase {
  func testTestValueReportsAnIssueNamingTheEndpoint() async {
    let issues = CollectingIssueReporter()
    do {
      _ = try await withIssueReporters([issues]) {
        try await AuthenticationClient.testValue.login("ada", "lovelace")
      }
      XCTFail("The test value answered.")
    } catch {
      XCTAssertEqual(error as? UnimplementedFailure, UnimplementedFailure(description: "AuthenticationClient.login"))
    }
    XCTAssertEqual(issues.messages.count, 1)
    XCTAssertTrue(issues.messages.first?.contains("AuthenticationClient.login") == true, "\(issues.messages)")
  }

  func testDependencyDefaultsToTheTestValueInTests() async {
    let issues = CollectingIssueReporter()
    @Dependency(\.authentication) var authentication
    _ = try? await withIssueReporters([issues]) { try await authentication.login("ada", "lovelace") }
    XCTAssertTrue(issues.messages.first?.contains("AuthenticationClient.login") == true, "\(issues.messages)")
  }

  func testSucceedingReturnsTheResponseForAnyCredentials() async throws {
    let response = LoginResponse(displayName: "Ada", userID: "user-ada", token: "t", loginTime: .distantPast)
    let client = AuthenticationClient.succeeding(response)
    let first = try await client.login("anyone", "anything")
    let second = try await client.login("", "")
    XCTAssertEqual(first, response)
    XCTAssertEqual(second, response)
  }

  func testFailingThrowsTheError() async {
    let client = AuthenticationClient.failing(.accountLocked(username: "ada"))
    do {
      _ = try await client.login("ada", "lovelace")
      XCTFail("The failing client answered.")
    } catch {
      XCTAssertEqual(error as? AuthenticationError, .accountLocked(username: "ada"))
    }
  }

  func testOverridingTheDependencyReplacesTheClient() async throws {
    let response = LoginResponse(displayName: "Grace", userID: "user-grace", token: "t", loginTime: .distantPast)
    let answer = try await withDependencies {
      $0.authentication = .succeeding(response)
    } operation: {
      @Dependency(\.authentication) var authentication
      return try await authentication.login("grace", "hopper")
    }
    XCTAssertEqual(answer, response)
  }
}
