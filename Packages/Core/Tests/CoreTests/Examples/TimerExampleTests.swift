import Core
import XCTest

/// The seeds' timer test: the clock is a TestClock, so three seconds pass in no time and
/// exactly three ticks arrive.
@MainActor
final class TimerExampleTests: XCTestCase {
  func testTimerTicksEverySecondUntilToggledOff() async {
    let clock = TestClock()
    let store = TestStore(initialState: TimerFeature.State()) {
      TimerFeature()
    } withDependencies: {
      $0.continuousClock = clock
    }

    await store.send(.toggleTimerButtonTapped) { $0.isTimerOn = true }
    await clock.advance(by: .seconds(3))
    await store.receive(.timerTicked) { $0.count = 1 }
    await store.receive(.timerTicked) { $0.count = 2 }
    await store.receive(.timerTicked) { $0.count = 3 }
    await store.send(.toggleTimerButtonTapped) { $0.isTimerOn = false }
    // Exhaustive: the end of the test checks that no tick is left unreceived and that the
    // timer effect is no longer running.
  }

  func testNoTickBeforeASecondHasPassed() async {
    let clock = TestClock()
    let store = TestStore(initialState: TimerFeature.State()) {
      TimerFeature()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.toggleTimerButtonTapped) { $0.isTimerOn = true }
    await clock.advance(by: .milliseconds(999))
    await store.send(.toggleTimerButtonTapped) { $0.isTimerOn = false }
  }

  func testForgettingToStopTheTimerFailsNamingTheAction() async {
    let issues = CollectingIssueReporter()
    let clock = TestClock()
    do {
      let store = withIssueReporters([issues]) {
        TestStore(initialState: TimerFeature.State()) {
          TimerFeature()
        } withDependencies: {
          $0.continuousClock = clock
        }
      }
      await store.send(.toggleTimerButtonTapped) { $0.isTimerOn = true }
      await clock.advance(by: .seconds(1))
      await store.receive(.timerTicked) { $0.count = 1 }
    }
    XCTAssertEqual(issues.messages.count, 1)
    XCTAssertTrue(
      issues.messages[0].contains("TimerFeature.Action.toggleTimerButtonTapped"), issues.messages[0]
    )
  }

  func testUsingTheClockWithoutOverridingItFails() async {
    let issues = CollectingIssueReporter()
    let store = withIssueReporters([issues]) {
      TestStore(initialState: TimerFeature.State()) { TimerFeature() }
    }
    await withIssueReporters([issues]) {
      await store.send(.toggleTimerButtonTapped) { $0.isTimerOn = true }
      await store.skipReceivedActions(strict: false)
      await store.send(.toggleTimerButtonTapped) { $0.isTimerOn = false }
      await store.skipReceivedActions(strict: false)
    }
    XCTAssertTrue(
      issues.messages.contains { $0.contains("Unimplemented: continuousClock") },
      issues.messages.joined(separator: "\n")
    )
  }
}
