import Effects
import FeatureA
import Testing

/// A1's timer: a tick every second on `\.continuousClock`, until toggled off or until A1 goes
/// away.
@MainActor
@Suite struct A1TimerTests {
  @Test func theTimerAddsOneEverySecondUntilToggledOff() async {
    let clock = TestClock()
    let store = TestStore(initialState: A1.State()) {
      A1()
    } withDependencies: {
      $0.continuousClock = clock
    }

    await store.send(.toggleTimerButtonTapped) { $0.isTimerOn = true }
    await clock.advance(by: .milliseconds(999))
    await clock.advance(by: .milliseconds(1))
    await store.receive(\.timerTicked) { $0.count = 2 }
    await clock.advance(by: .seconds(2))
    await store.receive(\.timerTicked) { $0.count = 3 }
    await store.receive(\.timerTicked) { $0.count = 4 }
    await store.send(.toggleTimerButtonTapped) { $0.isTimerOn = false }
    await clock.advance(by: .seconds(5))
  }

  @Test func theTimerStopsWhenA1GoesAway() async {
    let clock = TestClock()
    let store = TestStore(initialState: A1Host.State()) {
      A1Host()
    } withDependencies: {
      $0.continuousClock = clock
    }

    await store.send(.a1(.toggleTimerButtonTapped)) { $0.a1?.isTimerOn = true }
    await clock.advance(by: .seconds(1))
    await store.receive(\.a1?.timerTicked) { $0.a1?.count = 2 }
    await store.send(.closeButtonTapped) { $0.a1 = nil }
    // Exhaustive: a tick after this, or a timer still running at the end, fails the test.
    await clock.advance(by: .seconds(5))
  }
}
