import Effects
import XCTest

/// The test value fails loudly on every endpoint, naming it; overrides replace it.
final class CalculationClientTestValueTests: XCTestCase {
  func testTestValueFailsOnEveryEndpoint() async {
    await assertEveryEndpointFails(
      CalculationClient.testValue,
      [
        "calculate": { _ = try await $0.calculate(lhs: "6", rhs: "7", operator: .multiplication) }
      ])
  }

  func testDependencyDefaultsToTheTestValueInTests() async {
    let issues = CollectingIssueReporter()
    @Dependency(\.calculation) var calculation
    _ = try? await withIssueReporters([issues]) {
      try await calculation.calculate(lhs: "1", rhs: "2", operator: .addition)
    }
    XCTAssertTrue(
      issues.messages.first?.contains("CalculationClient.calculate") == true, "\(issues.messages)")
  }

  func testOverridingAnEndpointReplacesIt() async throws {
    let result = try await withDependencies {
      $0.calculation.calculate = { lhs, rhs, _ in Int(lhs)! * 10 + Int(rhs)! }
    } operation: {
      @Dependency(\.calculation) var calculation
      return try await calculation.calculate(lhs: "4", rhs: "2", operator: .addition)
    }
    XCTAssertEqual(result, 42)
  }
}
