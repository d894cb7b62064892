import Effects
import Foundation
import XCTest

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The client's test value, named fakes, dependency accessor and error messages.
final class NumberFactClientTests: XCTestCase {
  func testTestValue_reportsAnIssueNamingTheEndpointAndThrows() async {
    let issues = CollectingIssueReporter()

    let thrown: (any Error)? = await withIssueReporters([issues]) {
      do {
        _ = try await NumberFactClient.testValue.fact(7)
        return nil
      } catch {
        return error
      }
    }

    XCTAssertEqual(issues.messages.count, 1)
    XCTAssertTrue(issues.messages.first?.contains("NumberFactClient.fact") ?? false, "\(issues.messages)")
    XCTAssertEqual(thrown as? UnimplementedFailure, UnimplementedFailure(description: "NumberFactClient.fact"))
  }

  func testDependency_inATest_defaultsToTheTestValue() async {
    let issues = CollectingIssueReporter()

    await withIssueReporters([issues]) {
      _ = try? await DependencyValues().numberFact.fact(1)
    }

    XCTAssertTrue(issues.messages.first?.contains("NumberFactClient.fact") ?? false, "\(issues.messages)")
  }

  func testDependency_canBeOverridden() async throws {
    struct Reader {
      @Dependency(\.numberFact) var numberFact
    }

    let fact = try await withDependencies {
      $0.numberFact = .constant("7 is the number of days in a week.")
    } operation: {
      try await Reader().numberFact.fact(7)
    }

    XCTAssertEqual(fact, "7 is the number of days in a week.")
  }

  func testFailingFake_throwsItsError() async {
    do {
      _ = try await NumberFactClient.failing(.timedOut).fact(1)
      XCTFail("Expected an error")
    } catch {
      XCTAssertEqual(error as? NumberFactError, .timedOut)
    }
  }

  func testConstantFake_returnsItsFactForAnyNumber() async throws {
    let client = NumberFactClient.constant("A fact.")

    let facts = [try await client.fact(1), try await client.fact(-5)]

    XCTAssertEqual(facts, ["A fact.", "A fact."])
  }

  func testURLErrors_mapToOfflineTimedOutAndTheRest() {
    let offline: [URLError.Code] = [.notConnectedToInternet, .cannotConnectToHost, .cannotFindHost, .networkConnectionLost]
    for code in offline {
      XCTAssertEqual(NumberFactError(URLError(code)), .offline, "\(code)")
    }
    XCTAssertEqual(NumberFactError(URLError(.timedOut)), .timedOut)
    XCTAssertEqual(NumberFactError(URLError(.badServerResponse)), .invalidResponse)
    guard case .requestFailed = NumberFactError(URLError(.badURL)) else {
      return XCTFail("badURL should be requestFailed")
    }
  }

  func testEveryError_hasAnActionableMessage() {
    let errors: [NumberFactError] = [
      .offline, .timedOut, .badStatus(404), .emptyBody, .invalidResponse, .requestFailed("reset"),
      .catalogueUnavailable("file missing"),
    ]

    for error in errors {
      XCTAssertTrue(error.description.contains("number fact"), error.description)
      XCTAssertTrue(error.description.contains("Try") || error.description.contains("Check")
        || error.description.contains("Reinstall"), error.description)
      XCTAssertEqual(error.localizedDescription, error.description)
    }
    XCTAssertTrue(NumberFactError.badStatus(404).description.contains("404"))
    XCTAssertTrue(NumberFactError.catalogueUnavailable("file missing").description.contains("file missing"))
  }
}
