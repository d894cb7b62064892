import Core
import XCTest

/// Taps throttled to one emission a second.
private struct Tapper: Reducer {
  struct State: Equatable { var emitted: [Int] = [] }
  enum Action: Equatable { case tap(Int), emitted(Int), stop }
  enum CancelID { case tap }
  let latest: Bool
  @Dependency(\.continuousClock) var clock

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case let .tap(n):
      return .send(.emitted(n)).throttle(
        id: CancelID.tap, for: .seconds(1), clock: clock, latest: latest)
    case let .emitted(n):
      state.emitted.append(n)
      return .none
    case .stop:
      return .cancel(id: CancelID.tap)
    }
  }
}

@MainActor
final class ThrottleTests: XCTestCase {
  func testLatestEmitsTheFirstAtOnceAndTheLastOfTheWindowWhenItCloses() async {
    let (store, clock) = await storeThatEmittedOnce(latest: true)
    await store.send(.tap(2))
    await store.send(.tap(3))
    await clock.advance(by: .milliseconds(999))
    await clock.advance(by: .milliseconds(1))
    await store.receive(.emitted(3)) { $0.emitted = [1, 3] }
    await clock.advance(by: .seconds(2))
    await store.send(.tap(4))
    await store.receive(.emitted(4)) { $0.emitted = [1, 3, 4] }
  }

  func testFirstKeepsTheFirstOfTheWindowAndDropsTheRest() async {
    let (store, clock) = await storeThatEmittedOnce(latest: false)
    await store.send(.tap(2))
    await store.send(.tap(3))
    await clock.advance(by: .seconds(1))
    await store.receive(.emitted(2)) { $0.emitted = [1, 2] }
  }

  func testCancelByTheCallersIDStopsAWaitingEmission() async {
    let (store, clock) = await storeThatEmittedOnce(latest: true)
    await store.send(.tap(2))
    await store.send(.stop)
    await clock.advance(by: .seconds(1))
  }

  /// A store throttling with `latest`, on a test clock, after its first tap was emitted at
  /// once.
  private func storeThatEmittedOnce(
    latest: Bool
  ) async -> (TestStore<Tapper.State, Tapper.Action>, TestClock<Duration>) {
    let clock = TestClock()
    let store = TestStore(initialState: Tapper.State()) {
      Tapper(latest: latest)
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.tap(1))
    await store.receive(.emitted(1)) { $0.emitted = [1] }
    return (store, clock)
  }
}
