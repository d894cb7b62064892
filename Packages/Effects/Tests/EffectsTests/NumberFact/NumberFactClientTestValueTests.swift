import Effects
import XCTest

/// The test value fails loudly on every endpoint, naming it; overrides replace it.
final class NumberFactClientTestValueTests: XCTestCase {
  func testTestValueFailsOnEveryEndpoint() async {
    await assertEveryEndpointFails(
      NumberFactClient.testValue,
      [
        "fact": { _ = try await $0.fact(number: 7) }
      ])
  }

  func testDependencyDefaultsToTheTestValueInTests() async {
    let issues = CollectingIssueReporter()
    @Dependency(\.numberFact) var numberFact
    _ = try? await withIssueReporters([issues]) { try await numberFact.fact(number: 1) }
    XCTAssertTrue(
      issues.messages.first?.contains("NumberFactClient.fact") == true, "\(issues.messages)")
  }

  func testOverridingAnEndpointReplacesIt() async throws {
    let fact = try await withDependencies {
      $0.numberFact.fact = { "\($0) is the number of days in a week." }
    } operation: {
      @Dependency(\.numberFact) var numberFact
      return try await numberFact.fact(number: 7)
    }
    XCTAssertEqual(fact, "7 is the number of days in a week.")
  }
}
