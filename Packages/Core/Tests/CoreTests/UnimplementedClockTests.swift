import Core
import XCTest

private let overrideLine =
  "Override it in the test with withDependencies or in the TestStore's dependencies."

final class UnimplementedClockTests: XCTestCase {
  func testSleepReportsTheNamedIssueThenReturnsAtOnce() async throws {
    let clock = UnimplementedClock(name: "Poller.clock")
    let issues = CollectingIssueReporter()
    try await withIssueReporters([issues]) {
      try await clock.sleep(until: .init(offset: .seconds(2)))
    }
    XCTAssertEqual(
      issues.messages, ["Unimplemented: Poller.clock.sleep was called.\n\(overrideLine)"])
  }

  func testNowReportsTheNamedIssue() {
    let clock = UnimplementedClock(name: "Poller.clock"); let line = UInt(#line)
    let issues = CollectingIssueReporter()
    let now = withIssueReporters([issues]) { clock.now }
    XCTAssertEqual(now, .zero)
    XCTAssertEqual(
      issues.messages, ["Unimplemented: Poller.clock.now was called.\n\(overrideLine)"])
    XCTAssertEqual(issues.locations.map(\.line), [line])
  }

  func testDefaultName() async throws {
    let clock = UnimplementedClock()
    let issues = CollectingIssueReporter()
    try await withIssueReporters([issues]) {
      try await clock.sleep(for: .seconds(1))
    }
    // `sleep(for:)` reads `now` to compute its deadline, so both are reported.
    XCTAssertEqual(
      issues.messages,
      [
        "Unimplemented: Clock.now was called.\n\(overrideLine)",
        "Unimplemented: Clock.sleep was called.\n\(overrideLine)",
      ]
    )
    XCTAssertEqual(clock.name, "Clock")
  }

  func testClockDependenciesAreUnimplementedInTests() async throws {
    let issues = CollectingIssueReporter()
    try await withIssueReporters([issues]) {
      @Dependency(\.continuousClock) var continuousClock
      @Dependency(\.suspendingClock) var suspendingClock
      try await continuousClock.sleep(for: .seconds(1))
      try await suspendingClock.sleep(for: .seconds(1))
    }
    XCTAssertEqual(
      issues.messages,
      [
        "Unimplemented: continuousClock.now was called.\n\(overrideLine)",
        "Unimplemented: continuousClock.sleep was called.\n\(overrideLine)",
        "Unimplemented: suspendingClock.now was called.\n\(overrideLine)",
        "Unimplemented: suspendingClock.sleep was called.\n\(overrideLine)",
      ]
    )
  }

  func testClockDependenciesAreRealClocksLive() {
    let (continuous, suspending) = withDependencies {
      $0.context = .live
    } operation: {
      (DependencyValues.current.continuousClock, DependencyValues.current.suspendingClock)
    }
    XCTAssertTrue(continuous is ContinuousClock)
    XCTAssertTrue(suspending is SuspendingClock)
  }
}
