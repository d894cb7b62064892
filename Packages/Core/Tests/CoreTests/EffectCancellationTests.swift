import Core
import XCTest

/// A feature whose effects wait until cancelled, recording what happened to them.
private struct Worker: Reducer {
  struct State: Equatable {
    var finished: [Int] = []
  }

  enum Action: Equatable, Sendable {
    case start(Int, cancelInFlight: Bool = false)
    case cancel
    case finished(Int)
    case startGated(Int)
    case startConcatenated
  }

  enum CancelID { case work }

  let log: EventLog
  let gate: Signal

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case let .start(number, cancelInFlight):
      return .run { [log] _ in
        log.append("started \(number)")
        await suspendUntilCancelled()
        log.append("cancelled \(number)")
      }
      .cancellable(id: CancelID.work, cancelInFlight: cancelInFlight)
    case let .startGated(number):
      return .run { [log, gate] send in
        log.append("started \(number)")
        await gate.wait()
        await send(.finished(number))
      }
      .cancellable(id: CancelID.work, cancelInFlight: true)
    case .startConcatenated:
      return .concatenate(
        .run { [log] _ in
          log.append("concatenated started")
          await suspendUntilCancelled()
          log.append("concatenated cancelled")
        },
        .run { [log] _ in log.append("second part ran") }
      )
    case .cancel:
      return .cancel(id: CancelID.work)
    case let .finished(number):
      state.finished.append(number)
      return .none
    }
  }
}

/// An effect that sends an action whose own effect does the work.
private struct Cascade: Reducer {
  struct State: Equatable {}
  enum Action: Equatable, Sendable { case start, followUp, startForever, followUpForever }
  let log: EventLog

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .start:
      return .run { [log] send in
        log.append("first effect")
        await send(.followUp)
      }
    case .followUp:
      return .run { [log] _ in
        await Task.yield()
        log.append("follow-up effect")
      }
    case .startForever:
      return .run { send in await send(.followUpForever) }
    case .followUpForever:
      return .run { [log] _ in
        log.append("follow-up started")
        await suspendUntilCancelled()
        log.append("follow-up cancelled")
      }
    }
  }
}

@MainActor
final class EffectCancellationTests: XCTestCase {
  func testCancelStopsEveryEffectWithTheID() async {
    let log = EventLog()
    let store = Store(initialState: Worker.State()) { Worker(log: log, gate: Signal()) }
    let first = store.send(.start(1))
    let second = store.send(.start(2))
    store.send(.cancel)
    await awaitWithTimeout {
      await first.finish()
      await second.finish()
    }
    XCTAssertEqual(
      Set(log.entries.filter { $0.hasPrefix("cancelled") }), ["cancelled 1", "cancelled 2"])
  }

  /// TCA's `Task.cancel(id:)`: an effect cancels its feature's effects by id. This exhaustive
  /// test would fail at its end if the long-living effect still ran.
  func testTaskCancelByIDFromInsideAnEffect() async {
    let store = TestStore(initialState: 0) { Stopper() }
    await store.send(.start)
    await store.send(.stop)
    await store.receive(.stopped) { $0 = 1 }
  }

  func testCancelInFlightKeepsOnlyTheLatestEffect() async {
    let log = EventLog()
    let gate = Signal()
    let store = Store(initialState: Worker.State()) { Worker(log: log, gate: gate) }
    let first = store.send(.startGated(1))
    let second = store.send(.startGated(2))
    await awaitWithTimeout { await first.finish() }
    gate.fire()
    await awaitWithTimeout { await second.finish() }
    XCTAssertEqual(store.state.finished, [2], "The first effect was cancelled before it could send")
  }

  func testStoreTaskCancelCancelsTheEffectsOfThatSend() async {
    let log = EventLog()
    let store = Store(initialState: Worker.State()) { Worker(log: log, gate: Signal()) }
    let task = store.send(.start(1))
    task.cancel()
    await awaitWithTimeout { await task.finish() }
    XCTAssertTrue(task.isCancelled)
    XCTAssertEqual(log.entries.last, "cancelled 1")
  }

  func testStoreTaskCoversEffectsStartedByFollowUpActions() async {
    let log = EventLog()
    let store = Store(initialState: Cascade.State()) { Cascade(log: log) }
    let task = store.send(.start)
    await awaitWithTimeout { await task.finish() }
    XCTAssertEqual(
      log.entries, ["first effect", "follow-up effect"],
      "finish() waited for the follow-up's effect")

    let cancelled = store.send(.startForever)
    await waitUntil { log.entries.last == "follow-up started" }
    cancelled.cancel()
    await awaitWithTimeout { await cancelled.finish() }
    XCTAssertEqual(
      log.entries.suffix(1), ["follow-up cancelled"], "cancel() reached the follow-up's effect")
  }

  func testReleasingTheStoreCancelsAConcatenatedEffect() async {
    let log = EventLog()
    var store: StoreOf<Worker>? = Store(initialState: Worker.State()) {
      Worker(log: log, gate: Signal())
    }
    let task = store!.send(.startConcatenated)
    await waitUntil { log.entries == ["concatenated started"] }
    store = nil
    await awaitWithTimeout { await task.finish() }
    XCTAssertEqual(log.entries, ["concatenated started", "concatenated cancelled"])
  }

  func testIDsBelongToTheirStore() async {
    let log = EventLog()
    let storeA = Store(initialState: Worker.State()) { Worker(log: log, gate: Signal()) }
    let storeB = Store(initialState: Worker.State()) { Worker(log: log, gate: Signal()) }
    let taskA = storeA.send(.start(1))
    let taskB = storeB.send(.start(2))
    storeA.send(.cancel)
    await awaitWithTimeout { await taskA.finish() }
    for _ in 0..<20 { await Task.yield() }
    XCTAssertFalse(log.entries.contains("cancelled 2"), "Store A's cancel must not reach store B")
    storeB.send(.cancel)
    await awaitWithTimeout { await taskB.finish() }
    XCTAssertTrue(log.entries.contains("cancelled 2"))
  }

  func testReleasingTheStoreCancelsItsEffects() async {
    let log = EventLog()
    var store: StoreOf<Worker>? = Store(initialState: Worker.State()) {
      Worker(log: log, gate: Signal())
    }
    let task = store!.send(.start(1))
    store = nil
    await awaitWithTimeout { await task.finish() }
    XCTAssertEqual(log.entries.last, "cancelled 1")
  }
}

/// Starts a long-living effect, and stops it from another effect with `Task.cancel(id:)`.
private struct Stopper: Reducer {
  enum Action: Equatable { case start, stop, stopped }
  enum CancelID { case work }

  func reduce(into state: inout Int, action: Action) -> Effect<Action> {
    switch action {
    case .start:
      return .run { _ in await suspendUntilCancelled() }.cancellable(id: CancelID.work)
    case .stop:
      return .run { send in
        await Task.cancel(id: CancelID.work)
        await send(.stopped)
      }
    case .stopped:
      state += 1
      return .none
    }
  }
}
