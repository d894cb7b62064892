import Core
import XCTest

final class ImmediateClockTests: XCTestCase {
  func testSleepReturnsAtOnceAndAdvancesNow() async throws {
    let clock = ImmediateClock()
    XCTAssertEqual(clock.now, .zero)
    let started = ContinuousClock.now
    try await clock.sleep(for: .seconds(60))
    try await clock.sleep(for: .seconds(30))
    XCTAssertEqual(clock.now.offset, .seconds(90))
    XCTAssertLessThan(started.duration(to: ContinuousClock.now), .seconds(30))
  }

  func testSleepUntilAnEarlierDeadlineKeepsNow() async throws {
    let clock = ImmediateClock()
    try await clock.sleep(for: .seconds(5))
    try await clock.sleep(until: .init(offset: .seconds(1)))
    XCTAssertEqual(clock.now.offset, .seconds(5))
  }

  func testMeasureCountsTheTimeSlept() async throws {
    let clock = ImmediateClock()
    let elapsed = try await clock.measure {
      try await clock.sleep(for: .milliseconds(250))
    }
    XCTAssertEqual(elapsed, .milliseconds(250))
  }

  func testSleepInACancelledTaskThrows() async {
    let clock = ImmediateClock()
    let task = Task { () -> (any Error)? in
      withUnsafeCurrentTask { $0?.cancel() }
      do {
        try await clock.sleep(for: .seconds(1))
        return nil
      } catch {
        return error
      }
    }
    let error = await task.value
    XCTAssertTrue(error is CancellationError, "\(String(describing: error))")
    XCTAssertEqual(clock.now, .zero)
  }

  func testStartingTime() {
    let clock = ImmediateClock<Duration>(now: .init(offset: .seconds(7)))
    XCTAssertEqual(clock.now.offset, .seconds(7))
  }

  func testDrivesFeaturesThroughTheClockDependency() async throws {
    let clock = ImmediateClock()
    try await withDependencies {
      $0.suspendingClock = clock
    } operation: {
      @Dependency(\.suspendingClock) var suspendingClock
      try await suspendingClock.sleep(for: .seconds(3))
    }
    XCTAssertEqual(clock.now.offset, .seconds(3))
  }
}
