import Core
import Foundation
import XCTest

private let overrideLine =
  "Override it in the test with withDependencies or in the TestStore's dependencies."

private struct UnimplementedFactClient: Sendable {
  var fact: @Sendable (Int) async throws -> String = unimplemented("NumberFactClient.fact")
  var now: @Sendable () -> Date = unimplemented(
    "DateGenerator", placeholder: Date(timeIntervalSince1970: 0))
  var log: @Sendable (String) -> Void = unimplemented("Logger.log")
  var save: @Sendable (Int, String) async throws -> Void = unimplemented("Store.save")
  var parse: @Sendable (String) throws -> Int = unimplemented("Parser.parse")
  var validate: @Sendable () throws -> Void = unimplemented("Validator.validate")
  var count: @Sendable () async -> Int = unimplemented("Database.count", placeholder: 7)
  var track: @Sendable (String, Int) async -> Void = unimplemented("Analytics.track")
}

private struct Client: Sendable {
  var fact: @Sendable (Int) async throws -> String
}

final class UnimplementedTests: XCTestCase {
  func testAsyncThrowingEndpointReportsAndThrows() async {
    let issues = CollectingIssueReporter()
    let client = UnimplementedFactClient()
    await withIssueReporters([issues]) {
      do {
        _ = try await client.fact(42)
        XCTFail("Expected UnimplementedFailure")
      } catch let failure as UnimplementedFailure {
        XCTAssertEqual(failure, UnimplementedFailure(description: "NumberFactClient.fact"))
        XCTAssertEqual(failure.description, "NumberFactClient.fact")
      } catch {
        XCTFail("Unexpected error: \(error)")
      }
    }
    XCTAssertEqual(
      issues.messages, ["Unimplemented: NumberFactClient.fact was called.\n\(overrideLine)"])
  }

  func testPlaceholderEndpointReportsAndReturnsPlaceholder() {
    let issues = CollectingIssueReporter()
    let now = withIssueReporters([issues]) { UnimplementedFactClient().now() }
    XCTAssertEqual(now, Date(timeIntervalSince1970: 0))
    XCTAssertEqual(issues.messages, ["Unimplemented: DateGenerator was called.\n\(overrideLine)"])
  }

  func testVoidEndpointReports() {
    let issues = CollectingIssueReporter()
    withIssueReporters([issues]) { UnimplementedFactClient().log("hello") }
    XCTAssertEqual(issues.messages, ["Unimplemented: Logger.log was called.\n\(overrideLine)"])
  }

  func testAsyncThrowingVoidEndpointThrows() async {
    let issues = CollectingIssueReporter()
    let client = UnimplementedFactClient()
    let thrown = await withIssueReporters([issues]) { () async -> (any Error)? in
      do {
        try await client.save(1, "one")
        return nil
      } catch {
        return error
      }
    }
    XCTAssertEqual(thrown as? UnimplementedFailure, UnimplementedFailure(description: "Store.save"))
    XCTAssertEqual(issues.messages, ["Unimplemented: Store.save was called.\n\(overrideLine)"])
  }

  func testSyncThrowingEndpointsThrow() {
    let issues = CollectingIssueReporter()
    let client = UnimplementedFactClient()
    let errors = withIssueReporters([issues]) { () -> [UnimplementedFailure?] in
      var errors: [UnimplementedFailure?] = []
      do { _ = try client.parse("1") } catch { errors.append(error as? UnimplementedFailure) }
      do { try client.validate() } catch { errors.append(error as? UnimplementedFailure) }
      return errors
    }
    XCTAssertEqual(
      errors,
      [
        UnimplementedFailure(description: "Parser.parse"),
        UnimplementedFailure(description: "Validator.validate"),
      ]
    )
    XCTAssertEqual(
      issues.messages,
      [
        "Unimplemented: Parser.parse was called.\n\(overrideLine)",
        "Unimplemented: Validator.validate was called.\n\(overrideLine)",
      ]
    )
  }

  func testAsyncNonThrowingEndpoints() async {
    let issues = CollectingIssueReporter()
    let client = UnimplementedFactClient()
    let count = await withIssueReporters([issues]) { () async -> Int in
      await client.track("tap", 1)
      return await client.count()
    }
    XCTAssertEqual(count, 7)
    XCTAssertEqual(
      issues.messages,
      [
        "Unimplemented: Analytics.track was called.\n\(overrideLine)",
        "Unimplemented: Database.count was called.\n\(overrideLine)",
      ]
    )
  }

  func testBuilderInInitializerArgument() async {
    let issues = CollectingIssueReporter()
    let client = Client(fact: unimplemented("Client.fact"))
    let failure = await withIssueReporters([issues]) { () async -> UnimplementedFailure? in
      do {
        _ = try await client.fact(1)
        return nil
      } catch {
        return error as? UnimplementedFailure
      }
    }
    XCTAssertEqual(failure, UnimplementedFailure(description: "Client.fact"))
    XCTAssertEqual(issues.messages, ["Unimplemented: Client.fact was called.\n\(overrideLine)"])
  }

  func testEmptyDescription() {
    let issues = CollectingIssueReporter()
    let endpoint: @Sendable (Int) -> Void = unimplemented()
    withIssueReporters([issues]) { endpoint(1) }
    XCTAssertEqual(issues.messages, ["Unimplemented endpoint was called.\n\(overrideLine)"])
  }

  func testIssueNamesTheBuildersLocation() {
    let issues = CollectingIssueReporter()
    let endpoint: @Sendable () -> Void = unimplemented("Located.endpoint"); let line = UInt(#line)
    withIssueReporters([issues]) { endpoint() }
    XCTAssertEqual(issues.locations.map(\.fileID), [#fileID])
    XCTAssertEqual(issues.locations.map(\.line), [line])
  }

  func testEveryCallReports() {
    let issues = CollectingIssueReporter()
    let endpoint: @Sendable (Int, Int) -> Int = unimplemented("Math.add", placeholder: 0)
    withIssueReporters([issues]) {
      _ = endpoint(1, 2)
      _ = endpoint(3, 4)
    }
    XCTAssertEqual(issues.messages.count, 2)
  }
}
