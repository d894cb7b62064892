import Core
import XCTest

/// A feature whose `.start` runs one `.run` effect per slot of `received`, each sending
/// `actionsPerEffect` ticks numbered from 0; the store records each tick it reduces under the
/// effect that sent it, in the order it reduced them.
private struct Ticks: Reducer {
  struct State {
    var received: [[Int]]

    init(effects: Int) {
      received = Array(repeating: [], count: effects)
    }
  }

  enum Action: Equatable, Sendable {
    case start
    case tick(effect: Int, sequence: Int)
  }

  let actionsPerEffect: Int
  /// What each effect does once it has sent its ticks, before it returns.
  var afterSending: @Sendable (_ effect: Int) async -> Void = { _ in }
  /// Called after each tick is reduced.
  var onTick: @Sendable () -> Void = {}

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .start:
      return .merge(
        state.received.indices.map { effect in
          .run { [actionsPerEffect, afterSending] send in
            for sequence in 0..<actionsPerEffect {
              await send(.tick(effect: effect, sequence: sequence))
            }
            await afterSending(effect)
          }
        }
      )
    case let .tick(effect, sequence):
      state.received[effect].append(sequence)
      onTick()
      return .none
    }
  }
}

/// Many effects sending into one real `Store` at once, from the cooperative pool's threads.
/// Run under ThreadSanitizer too (`Scripts/test.sh --sanitize thread Core`).
@MainActor
final class StoreStressTests: XCTestCase {
  private let effectCount = 100
  private let actionsPerEffect = 1_000

  func testConcurrentEffectsHaveEveryActionReducedOnceInTheOrderSent() async {
    let store = Store(initialState: Ticks.State(effects: effectCount)) {
      Ticks(actionsPerEffect: actionsPerEffect)
    }
    let task = store.send(.start)
    await awaitWithTimeout { await task.finish() }

    let received = store.state.received
    let expected = Array(0..<actionsPerEffect)
    XCTAssertEqual(
      received.map(\.count).reduce(0, +), effectCount * actionsPerEffect, "actions reduced in all")
    XCTAssertEqual(
      received.indices.filter { received[$0].sorted() != expected }, [],
      "effects whose ticks were not each reduced exactly once (one missing or duplicated)"
    )
    XCTAssertEqual(
      received.indices.filter { received[$0] != received[$0].sorted() }, [],
      "effects whose ticks were reduced out of the order they were sent in"
    )
  }

  func testReleasingTheStoreMidwayCancelsEveryEffectAndReducesNothingMore() async {
    let exits = EventLog()
    let reduced = LockIsolated(0)
    let someArrived = Signal()
    let threshold = effectCount * actionsPerEffect / 100
    // After its ticks an effect waits to be cancelled, so that every effect is still running
    // when the store goes, whether or not it had sent all of its ticks by then.
    let reducer = Ticks(
      actionsPerEffect: actionsPerEffect,
      afterSending: { effect in
        await suspendUntilCancelled()
        exits.append("effect \(effect) exited, cancelled: \(Task.isCancelled)")
      },
      onTick: {
        let count = reduced.withValue { count in
          count += 1
          return count
        }
        if count == threshold { someArrived.fire() }
      }
    )
    var store: StoreOf<Ticks>? = Store(initialState: Ticks.State(effects: effectCount)) { reducer }
    weak let released = store
    let task = store!.send(.start)

    await awaitWithTimeout { await someArrived.wait() }
    // On the main actor, like the reducer: no tick can be reduced between these two lines.
    let reducedAtRelease = reduced.value
    store = nil
    XCTAssertNil(released, "the test held the last reference to the store")
    XCTAssertGreaterThanOrEqual(
      reducedAtRelease, threshold, "some ticks arrived before the release")
    XCTAssertLessThan(
      reducedAtRelease, effectCount * actionsPerEffect, "the store went before every tick arrived")

    await awaitWithTimeout { await task.finish() }
    let notCancelled = exits.entries.filter { !$0.hasSuffix("cancelled: true") }
    XCTAssertEqual(exits.entries.count, effectCount, "effects that exited")
    XCTAssertEqual(notCancelled, [], "effects that exited without seeing their cancellation")
    XCTAssertEqual(reduced.value, reducedAtRelease, "ticks reduced after the store was released")
  }
}
