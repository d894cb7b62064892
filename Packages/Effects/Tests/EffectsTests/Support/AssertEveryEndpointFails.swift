import Effects
import XCTest

/// Checks that a client's test value fails the test on every endpoint.
///
/// `endpoints` must call each of the client's endpoints, named as declared and in declaration
/// order, so a new endpoint cannot go untested. Each call must report exactly one issue
/// naming `Client.endpoint` and throw `UnimplementedFailure`.
///
/// ```swift
/// await assertEveryEndpointFails(NumberFactClient.testValue, [
///   "fact": { _ = try await $0.fact(number: 7) },
/// ])
/// ```
func assertEveryEndpointFails<Client>(
  _ testValue: Client,
  _ endpoints: KeyValuePairs<String, (Client) async throws -> Void>,
  file: StaticString = #filePath,
  line: UInt = #line
) async {
  let declared = Mirror(reflecting: testValue).children.compactMap(\.label)
  XCTAssertEqual(endpoints.map(\.key), declared, "Call every endpoint.", file: file, line: line)
  for (endpoint, call) in endpoints {
    let name = "\(Client.self).\(endpoint)"
    let issues = CollectingIssueReporter()
    let thrown: (any Error)? = await withIssueReporters([issues]) {
      do {
        try await call(testValue)
        return nil
      } catch {
        return error
      }
    }
    XCTAssertEqual(
      thrown as? UnimplementedFailure, UnimplementedFailure(description: name), name,
      file: file, line: line)
    XCTAssertEqual(issues.messages.count, 1, "\(name): \(issues.messages)", file: file, line: line)
    XCTAssertTrue(
      issues.messages.first?.hasPrefix("Unimplemented: \(name) was called.") == true,
      "\(name): \(issues.messages)", file: file, line: line)
  }
}
