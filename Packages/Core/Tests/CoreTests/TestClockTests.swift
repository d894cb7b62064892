import Core
import Foundation
import XCTest

@MainActor
final class TestClockTests: XCTestCase {
  func testStartsAtZero() async {
    let clock = TestClock()
    XCTAssertEqual(clock.now, .zero)
    XCTAssertEqual(clock.now.offset, .zero)
    XCTAssertEqual(clock.sleeperCount, 0)
  }

  func testOneAdvanceRunsEveryTickOfATimerLoop() async throws {
    let clock = TestClock()
    let ticks = LockIsolated<[Int]>([])
    let timer = Task {
      for i in 1...3 {
        try await clock.sleep(for: .seconds(1))
        ticks.withValue { $0.append(i) }
      }
    }
    await waitUntil { clock.sleeperCount == 1 }
    await clock.advance(by: .seconds(3))
    XCTAssertEqual(ticks.value, [1, 2, 3])
    XCTAssertEqual(clock.now.offset, .seconds(3))
    XCTAssertEqual(clock.sleeperCount, 0)
    try await timer.value
  }

  func testAdvancingPartWayRunsOnlyTheTicksItReaches() async throws {
    let clock = TestClock()
    let ticks = LockIsolated<[Int]>([])
    let timer = Task {
      for i in 1...3 {
        try await clock.sleep(for: .seconds(1))
        ticks.withValue { $0.append(i) }
      }
    }
    await waitUntil { clock.sleeperCount == 1 }
    await clock.advance(by: .milliseconds(2500))
    XCTAssertEqual(ticks.value, [1, 2])
    XCTAssertEqual(clock.now.offset, .milliseconds(2500))
    XCTAssertEqual(clock.sleeperCount, 1)

    await clock.advance(by: .milliseconds(499))
    XCTAssertEqual(ticks.value, [1, 2])

    await clock.advance(by: .milliseconds(1))
    XCTAssertEqual(ticks.value, [1, 2, 3])
    try await timer.value
  }

  func testSleepersWakeInDeadlineOrderAndSameDeadlinesTogether() async {
    let clock = TestClock()
    let log = LockIsolated<[String]>([])
    let tasks = [
      Task {
        try await clock.sleep(for: .seconds(2)); log.withValue { $0.append("2s") }
      },
      Task {
        try await clock.sleep(for: .seconds(1)); log.withValue { $0.append("1s") }
      },
      Task {
        try await clock.sleep(for: .seconds(2)); log.withValue { $0.append("2s") }
      },
    ]
    await waitUntil { clock.sleeperCount == 3 }

    await clock.advance(by: .seconds(1))
    XCTAssertEqual(log.value, ["1s"])
    XCTAssertEqual(clock.sleeperCount, 2)

    await clock.advance(by: .seconds(1))
    XCTAssertEqual(log.value, ["1s", "2s", "2s"])
    for task in tasks { _ = await task.result }
  }

  func testNowIsTheDeadlineOfTheSleeperBeingWoken() async throws {
    let clock = TestClock()
    let seen = LockIsolated<[Duration]>([])
    let task = Task {
      try await clock.sleep(for: .seconds(1))
      seen.withValue { $0.append(clock.now.offset) }
      try await clock.sleep(for: .seconds(2))
      seen.withValue { $0.append(clock.now.offset) }
    }
    await waitUntil { clock.sleeperCount == 1 }
    await clock.advance(by: .seconds(10))
    XCTAssertEqual(seen.value, [.seconds(1), .seconds(3)])
    XCTAssertEqual(clock.now.offset, .seconds(10))
    try await task.value
  }

  func testAdvanceToInstant() async throws {
    let clock = TestClock()
    let task = Task { try await clock.sleep(until: .init(offset: .seconds(5))) }
    await waitUntil { clock.sleeperCount == 1 }
    await clock.advance(to: .init(offset: .seconds(4)))
    XCTAssertEqual(clock.sleeperCount, 1)
    await clock.advance(to: .init(offset: .seconds(5)))
    XCTAssertEqual(clock.sleeperCount, 0)
    try await task.value
  }

  func testSleepUntilAPastDeadlineReturnsAtOnce() async throws {
    let clock = TestClock()
    await clock.advance(by: .seconds(2))
    try await clock.sleep(until: .init(offset: .seconds(1)))
    XCTAssertEqual(clock.sleeperCount, 0)
  }

  /// As in swift-clocks: a deadline equal to `now` waits for the next advance, even by zero.
  func testSleepUntilNowWaitsForTheNextAdvanceEvenByZero() async {
    let clock = TestClock()
    let woke = LockIsolated(false)
    let sleeper = Task {
      try await clock.sleep(for: .zero)
      woke.setValue(true)
    }
    await waitUntil { clock.sleeperCount == 1 }
    XCTAssertFalse(woke.value, "A zero-length sleep is still waiting")
    await clock.advance(by: .zero)
    _ = await sleeper.result
    XCTAssertTrue(woke.value)
    XCTAssertEqual(clock.now, .zero)
  }

  func testRunWakesASleepUntilNow() async {
    let clock = TestClock()
    let sleeper = Task { try await clock.sleep(until: clock.now) }
    await waitUntil { clock.sleeperCount == 1 }
    await clock.run()
    let result = await sleeper.result
    XCTAssertNoThrow(try result.get())
  }

  func testSleepAfterCancellationThrowsWithoutWaiting() async {
    let clock = TestClock()
    let sleeper = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      try await clock.sleep(for: .seconds(1))
    }
    let result = await sleeper.result
    XCTAssertThrowsError(try result.get()) { XCTAssertTrue($0 is CancellationError) }
    XCTAssertEqual(clock.sleeperCount, 0)
  }

  func testCancellingASleeperThrowsCancellationErrorAndRemovesIt() async {
    let clock = TestClock()
    let task = Task { () -> String in
      do {
        try await clock.sleep(for: .seconds(1))
        return "slept"
      } catch is CancellationError {
        return "cancelled"
      } catch {
        return "unexpected \(error)"
      }
    }
    await waitUntil { clock.sleeperCount == 1 }
    task.cancel()
    let outcome = await task.value
    XCTAssertEqual(outcome, "cancelled")
    XCTAssertEqual(clock.sleeperCount, 0)

    // Advancing past the cancelled deadline is harmless.
    await clock.advance(by: .seconds(2))
    XCTAssertEqual(clock.now.offset, .seconds(2))
  }

  func testSleepingInAnAlreadyCancelledTaskThrows() async {
    let clock = TestClock()
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
    XCTAssertEqual(clock.sleeperCount, 0)
  }

  func testCancellationRacingRegistrationNeverLeavesASleeper() async {
    let clock = TestClock()
    await awaitWithTimeout {
      await withTaskGroup(of: Void.self) { group in
        for index in 0..<500 {
          let task = Task.detached {
            try await clock.sleep(for: .seconds(1))
          }
          group.addTask {
            if index.isMultiple(of: 2) { await Task.yield() }
            task.cancel()
            switch await task.result {
            case .success: XCTFail("Expected CancellationError")
            case let .failure(error): XCTAssertTrue(error is CancellationError, "\(error)")
            }
          }
        }
      }
    }
    XCTAssertEqual(clock.sleeperCount, 0)
  }

  func testRunDrainsEverySleeper() async throws {
    let clock = TestClock()
    let log = LockIsolated<[String]>([])
    let first = Task {
      try await clock.sleep(for: .seconds(1))
      log.withValue { $0.append("a1") }
      try await clock.sleep(for: .seconds(10))
      log.withValue { $0.append("a11") }
    }
    let second = Task {
      try await clock.sleep(for: .seconds(5))
      log.withValue { $0.append("b5") }
    }
    await waitUntil { clock.sleeperCount == 2 }
    await clock.run()
    XCTAssertEqual(log.value, ["a1", "b5", "a11"])
    XCTAssertEqual(clock.now.offset, .seconds(11))
    XCTAssertEqual(clock.sleeperCount, 0)
    try await first.value
    try await second.value
  }

  func testRunWithNothingSleepingDoesNothing() async {
    let clock = TestClock()
    let issues = CollectingIssueReporter()
    await withIssueReporters([issues]) { await clock.run() }
    XCTAssertEqual(clock.now, .zero)
    XCTAssertEqual(issues.messages, [])
  }

  func testRunGivesUpAtTheTimeout() async {
    let clock = TestClock()
    let ticks = LockIsolated(0)
    let timer = Task {
      while true {
        try await clock.sleep(for: .seconds(1))
        ticks.withValue { $0 += 1 }
      }
    }
    await waitUntil { clock.sleeperCount == 1 }
    let issues = CollectingIssueReporter()
    await withIssueReporters([issues]) { await clock.run(timeout: .milliseconds(5500)) }
    XCTAssertEqual(ticks.value, 5)
    XCTAssertEqual(clock.now.offset, .milliseconds(5500))
    XCTAssertEqual(
      issues.messages,
      [
        """
        TestClock.run(timeout:) gave up: 1 task(s) are still sleeping on the clock after it moved \
        forward by 5.5 seconds. Stop the work that keeps sleeping, or advance the clock by hand.
        """
      ]
    )
    timer.cancel()
    _ = await timer.result
  }

  func testRunGivesUpAfterMaxSteps() async {
    let clock = TestClock()
    let ticks = LockIsolated(0)
    let timer = Task {
      while true {
        try await clock.sleep(for: .seconds(1))
        ticks.withValue { $0 += 1 }
      }
    }
    await waitUntil { clock.sleeperCount == 1 }
    let issues = CollectingIssueReporter()
    await withIssueReporters([issues]) { await clock.run(maxSteps: 10) }
    XCTAssertEqual(ticks.value, 10)
    XCTAssertEqual(clock.now.offset, .seconds(10))
    XCTAssertEqual(issues.messages.count, 1)
    XCTAssertTrue(
      issues.messages.first?.contains("after it moved forward 10 times") == true,
      "\(issues.messages)")
    timer.cancel()
    _ = await timer.result
  }

  func testCheckSuspensionThrowsWhenNothingSleeps() async {
    let clock = TestClock()
    do {
      try await clock.checkSuspension()
      XCTFail("Expected SuspensionError")
    } catch let error as SuspensionError {
      XCTAssertTrue(error.description.contains("none is"), error.description)
    } catch {
      XCTFail("Unexpected error: \(error)")
    }
  }

  func testCheckSuspensionPassesWhenSomethingSleeps() async throws {
    let clock = TestClock()
    let task = Task { try await clock.sleep(for: .seconds(1)) }
    await waitUntil { clock.sleeperCount == 1 }
    try await clock.checkSuspension()
    task.cancel()
    _ = await task.result
    do {
      try await clock.checkSuspension()
      XCTFail("Expected SuspensionError once the sleeper is gone")
    } catch {
      XCTAssertTrue(error is SuspensionError)
    }
  }

  func testAdvancingBackwardsReportsAnIssue() async {
    let clock = TestClock()
    await clock.advance(by: .seconds(2))
    let issues = CollectingIssueReporter()
    await withIssueReporters([issues]) { await clock.advance(to: .init(offset: .seconds(1))) }
    XCTAssertEqual(clock.now.offset, .seconds(2))
    XCTAssertEqual(
      issues.messages,
      [
        "TestClock can't move backwards: asked to advance to 1.0 seconds, but it is already at 2.0 seconds."
      ]
    )
  }

  func testStartingTimeAndCustomDuration() async throws {
    let clock = TestClock<Duration>(now: .init(offset: .seconds(100)))
    XCTAssertEqual(clock.now.offset, .seconds(100))

    let ticks = TestClock<Ticks>()
    let task = Task { try await ticks.sleep(until: ticks.now.advanced(by: Ticks(3))) }
    await waitUntil { ticks.sleeperCount == 1 }
    await ticks.advance(by: Ticks(3))
    try await task.value
    XCTAssertEqual(ticks.now.offset, Ticks(3))
  }

  func testDrivesFeaturesThroughTheClockDependency() async {
    let clock = TestClock()
    let done = LockIsolated(false)
    let task = withDependencies {
      $0.continuousClock = clock
    } operation: {
      Task {
        @Dependency(\.continuousClock) var continuousClock
        // Through `any Clock<Duration>`: the standard `sleep(for:)`, on the global executor.
        try await continuousClock.sleep(for: .seconds(30))
        done.setValue(true)
      }
    }
    await waitUntil { clock.sleeperCount == 1 }
    await clock.advance(by: .seconds(29))
    XCTAssertEqual(clock.sleeperCount, 1)
    XCTAssertFalse(done.value)
    await clock.advance(by: .seconds(1))
    XCTAssertEqual(clock.sleeperCount, 0)
    await awaitWithTimeout { _ = await task.result }
    XCTAssertTrue(done.value)
  }

  func testAMainActorSleeperRegistersWithoutLeavingTheMainActor() async throws {
    let clock = TestClock()
    let task = Task { @MainActor in
      try await clock.sleep(for: .seconds(1))
    }
    // One yield lets the task run up to its sleep. Had `sleep` hopped to the global executor
    // first, the sleeper would not be registered yet.
    await Task.yield()
    XCTAssertEqual(clock.sleeperCount, 1)
    await clock.advance(by: .seconds(1))
    try await task.value
  }

  func testMegaYieldLetsQueuedMainActorWorkRun() async {
    let log = LockIsolated<[Int]>([])
    // A chain of five main-actor jobs, each queued by the one before.
    @MainActor func step(_ i: Int) {
      log.withValue { $0.append(i) }
      if i < 5 { Task { @MainActor in step(i + 1) } }
    }
    Task { @MainActor in step(1) }
    // NB: Passing the isolation explicitly makes sure this calls `megaYield(count:isolation:)`
    // even if a `megaYield` without that parameter is also in scope.
    await Task.megaYield(isolation: MainActor.shared)
    XCTAssertEqual(log.value, [1, 2, 3, 4, 5])
  }
}

/// A duration counted in whole ticks, to check the clock works with any `DurationProtocol`.
private struct Ticks: DurationProtocol, Hashable {
  var count: Int
  init(_ count: Int) { self.count = count }
  static var zero: Ticks { Ticks(0) }
  static func + (lhs: Ticks, rhs: Ticks) -> Ticks { Ticks(lhs.count + rhs.count) }
  static func - (lhs: Ticks, rhs: Ticks) -> Ticks { Ticks(lhs.count - rhs.count) }
  static func < (lhs: Ticks, rhs: Ticks) -> Bool { lhs.count < rhs.count }
  static func / (lhs: Ticks, rhs: Int) -> Ticks { Ticks(lhs.count / rhs) }
  static func * (lhs: Ticks, rhs: Int) -> Ticks { Ticks(lhs.count * rhs) }
  static func / (lhs: Ticks, rhs: Ticks) -> Double { Double(lhs.count) / Double(rhs.count) }
}

/// A search that waits zero seconds on the clock before answering, tapped twice: written as a
/// TCA test would be, it expects the first request to be cancelled by the second.
private struct ZeroDelaySearch: Reducer {
  struct State: Equatable { var results: [String] = [] }
  enum Action: Equatable { case searchTapped(String), response(String) }
  enum CancelID { case search }
  @Dependency(\.continuousClock) var clock

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case let .searchTapped(query):
      return .run { send in
        try await clock.sleep(for: .zero)
        await send(.response(query))
      }
      .cancellable(id: CancelID.search, cancelInFlight: true)
    case let .response(result):
      state.results.append(result)
      return .none
    }
  }
}

@MainActor
final class ZeroDelayRequestTests: XCTestCase {
  func testTappingTwiceCancelsTheFirstZeroDelayRequest() async {
    let clock = TestClock()
    let store = TestStore(initialState: ZeroDelaySearch.State()) {
      ZeroDelaySearch()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.searchTapped("a"))
    await store.send(.searchTapped("ab"))
    await clock.advance()
    await store.receive(.response("ab")) { $0.results = ["ab"] }
  }
}
