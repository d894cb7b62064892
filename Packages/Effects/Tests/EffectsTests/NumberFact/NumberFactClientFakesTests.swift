import Effects
import XCTest

/// The named fakes do exactly what they say.
final class NumberFactClientFakesTests: XCTestCase {
  func testConstantReturnsItsFactForAnyNumber() async throws {
    let client = NumberFactClient.constant("A fact.")
    let facts = [try await client.fact(number: 1), try await client.fact(number: -5)]
    XCTAssertEqual(facts, ["A fact.", "A fact."])
  }

  func testFailingThrowsItsError() async {
    let error = await thrownError { try await NumberFactClient.failing(.timedOut).fact(number: 1) }
    XCTAssertEqual(error as? NumberFactError, .timedOut)
  }

  func testOverridingTheDependencyReplacesTheClient() async throws {
    let fact = try await withDependencies {
      $0.numberFact = .constant("7 is the number of days in a week.")
    } operation: {
      @Dependency(\.numberFact) var numberFact
      return try await numberFact.fact(number: 7)
    }
    XCTAssertEqual(fact, "7 is the number of days in a week.")
  }
}
