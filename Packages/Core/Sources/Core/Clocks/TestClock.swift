/// A clock whose time only moves when a test moves it.
///
/// Use it in tests of features that sleep, debounce or run timers: override the clock
/// dependency with a `TestClock`, start the work, then move time forward with
/// ``advance(by:isolation:fileID:filePath:line:column:)``. Every sleep whose deadline falls
/// within the advanced span wakes up, in deadline order, without any real waiting.
///
/// ```swift
/// let clock = TestClock()
/// let ticks = LockIsolated<[Int]>([])
/// let timer = Task {
///   for tick in 1...3 {
///     try await clock.sleep(for: .seconds(1))
///     ticks.withValue { $0.append(tick) }
///   }
/// }
/// await clock.advance(by: .seconds(2))
/// // ticks.value == [1, 2]
/// await clock.run()
/// // ticks.value == [1, 2, 3]
/// ```
///
/// Time starts at zero. A sleep whose deadline is not later than ``now`` returns at once; any
/// other sleep suspends until an advance reaches its deadline, or throws `CancellationError`
/// as soon as its task is cancelled.
///
/// ## Determinism
///
/// An advance wakes a sleeper, waits until it has returned from `sleep`, then yields (see
/// `Task.megaYield(count:isolation:)`) so that it runs on to its next suspension. When the
/// sleeping code runs on the test's actor (typically the main actor) and calls the clock
/// directly, waking up and running on to the next sleep on this clock happen in one job on
/// that actor, so the outcome does not depend on how threads are scheduled. Code that reaches
/// the clock through `any Clock<Duration>`, such as `@Dependency(\.continuousClock)`, sleeps
/// with the standard `sleep(for:)`, which runs on the global executor: there the yields give
/// it time to run in practice, and a `TestStore`, which runs global jobs on the main actor one
/// at a time, makes it deterministic.
public final class TestClock<Duration: DurationProtocol & Hashable>: Clock {
  /// The span since the clock was made, which only `advance(by:)` and `run()` move.
  public typealias Instant = ManualInstant<Duration>

  private struct Sleeper {
    let id: UInt64
    let deadline: Instant
    let continuation: CheckedContinuation<Void, any Error>
  }

  private enum Registration {
    case cancelled, due, sleeping
  }

  private struct State {
    var now: Instant
    var sleepers: [Sleeper] = []
    var nextID: UInt64 = 0
    /// Sleepers an advance has resumed whose `sleep` call has not returned yet.
    var waking: Set<UInt64> = []
  }

  // NB: The class is checked `Sendable`: its only stored property is a `let` of a `Sendable`
  // type, and every read and write of the clock's time and sleepers goes through that lock.
  private let state: LockIsolated<State>

  public init(now: Instant = .zero) {
    self.state = LockIsolated(State(now: now))
  }

  /// The clock's current time. It only changes when the clock is advanced.
  public var now: Instant {
    state.withValue { $0.now }
  }

  public var minimumResolution: Duration { .zero }

  /// How many tasks are sleeping on the clock right now.
  ///
  /// Useful to check that a feature has started waiting before advancing, or that cancelling
  /// it stopped the wait.
  public var sleeperCount: Int {
    state.withValue { $0.sleepers.count }
  }

  /// Suspends until the clock is advanced to `deadline`.
  ///
  /// Returns at once when `deadline` is earlier than ``now``; a deadline equal to ``now``
  /// (a zero-length sleep) waits for the next `advance` (even by zero) or `run`, as in
  /// swift-clocks, so a zero-delay request can still be cancelled by a later action before
  /// the test lets it complete. Throws `CancellationError`
  /// when the calling task is cancelled, whether before or during the sleep; the sleep is then
  /// removed from the clock. `tolerance` is ignored.
  ///
  /// It runs on the caller's actor (it is `nonisolated(nonsending)`): a main-actor task
  /// registers its sleep, and goes on after waking up, on the main actor, which keeps
  /// ``advance(by:isolation:fileID:filePath:line:column:)`` deterministic (see
  /// "Determinism" above).
  public nonisolated(nonsending) func sleep(until deadline: Instant, tolerance: Duration? = nil)
    async throws
  {
    try await sleep(until: deadline, isolation: #isolation)
  }

  private func sleep(until deadline: Instant, isolation: isolated (any Actor)?) async throws {
    try Task.checkCancellation()
    let id = state.withValue { state -> UInt64 in
      state.nextID &+= 1
      return state.nextID
    }
    // NB: Runs as this call returns, on the caller's executor, in the same job as the code
    // that follows the call. An advance waits for it; see `letWokenSleepersRun`.
    defer { state.withValue { _ = $0.waking.remove(id) } }
    try await withTaskCancellationHandler {
      // NB: Capturing `isolation` isolates this closure to the caller's actor too; otherwise it
      // would run on the global executor, and registering the sleep would be a separate job
      // racing with the advancing test.
      _ = isolation
      try await withCheckedThrowingContinuation {
        (continuation: CheckedContinuation<Void, any Error>) in
        let registration = state.withValue { state -> Registration in
          // NB: Checked under the lock so it cannot interleave with `onCancel`. A task's
          // cancellation flag is set before its cancellation handlers run, so either the
          // handler runs after this and finds the sleeper to remove, or it ran before and this
          // sees the flag.
          if Task.isCancelled { return .cancelled }
          // NB: As in swift-clocks, only a deadline strictly in the past returns at once; one
          // equal to `now` waits for the next `advance` or `run`, even by zero.
          if deadline < state.now { return .due }
          state.sleepers.append(Sleeper(id: id, deadline: deadline, continuation: continuation))
          return .sleeping
        }
        switch registration {
        case .cancelled: continuation.resume(throwing: CancellationError())
        case .due: continuation.resume()
        case .sleeping: break
        }
      }
    } onCancel: { [state] in
      let continuation = state.withValue { state -> CheckedContinuation<Void, any Error>? in
        guard let index = state.sleepers.firstIndex(where: { $0.id == id }) else { return nil }
        return state.sleepers.remove(at: index).continuation
      }
      continuation?.resume(throwing: CancellationError())
    }
  }

  /// Suspends until the clock is advanced by `duration` from ``now``.
  ///
  /// The same as the standard `Clock.sleep(for:tolerance:)`, except that, like
  /// ``sleep(until:tolerance:)``, it stays on the caller's actor. Calls through
  /// `any Clock<Duration>` use the standard one, which runs on the global executor.
  ///
  /// ```swift
  /// try await clock.sleep(for: .seconds(1))
  /// ```
  public nonisolated(nonsending) func sleep(for duration: Duration, tolerance: Duration? = nil)
    async throws
  {
    try await sleep(until: now.advanced(by: duration), tolerance: tolerance)
  }

  /// Moves time forward by `duration`, waking every sleep whose deadline it reaches.
  ///
  /// Time moves in steps: the earliest sleep within reach wakes up first (with ``now`` set
  /// to its deadline, together with every sleep sharing that deadline). The caller then waits
  /// until the woken tasks have returned from `sleep`, and yields (see
  /// `Task.megaYield(count:isolation:)`) so they run on to their next suspension. A sleep they
  /// start that also falls within reach wakes up in a later step. Finally ``now`` is set to
  /// the target time.
  ///
  /// ```swift
  /// store.send(.startTimer)
  /// await clock.advance(by: .seconds(3))  // a one-second timer ticks three times
  /// ```
  ///
  /// Before the first step, the caller yields too, so a task started just before the call
  /// can reach its first sleep.
  ///
  /// - Parameters:
  ///   - duration: How far to move time. Negative durations report an issue and do nothing.
  ///   - isolation: The actor to yield on. Leave the default, the caller's actor: called from
  ///     the main actor, this lets main-actor effects run between steps.
  public func advance(
    by duration: Duration = .zero,
    isolation: isolated (any Actor)? = #isolation,
    fileID: String = #fileID,
    filePath: String = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await advance(
      to: now.advanced(by: duration), fileID: fileID, filePath: filePath, line: line, column: column
    )
  }

  /// Moves time forward to `deadline`, waking every sleep whose deadline it reaches.
  ///
  /// Works like ``advance(by:isolation:fileID:filePath:line:column:)``; a `deadline` earlier
  /// than ``now`` reports an issue and does nothing.
  public func advance(
    to deadline: Instant,
    isolation: isolated (any Actor)? = #isolation,
    fileID: String = #fileID,
    filePath: String = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let start = now
    guard start <= deadline else {
      reportIssue(
        """
        TestClock can't move backwards: asked to advance to \(deadline.offset), but it is \
        already at \(start.offset).
        """,
        fileID: fileID, filePath: filePath, line: line, column: column
      )
      return
    }
    await Task.megaYield(isolation: isolation)
    while case let woken = wakeEarliestSleepers(notAfter: deadline), !woken.isEmpty {
      await letWokenSleepersRun(woken)
    }
    state.withValue { $0.now = max($0.now, deadline) }
  }

  /// Moves time forward until no task sleeps on the clock, waking every sleep in turn.
  ///
  /// Use it when a test doesn't care how long the work waits, only that it finishes:
  ///
  /// ```swift
  /// store.send(.startDelayedSave)
  /// await clock.run()
  /// ```
  ///
  /// Work that keeps sleeping forever, such as a timer that is never stopped, would keep this
  /// from finishing, so it gives up and reports an issue when the next sleep lies beyond
  /// `timeout` (then ``now`` is left at the timeout) or after `maxSteps` steps.
  ///
  /// - Parameters:
  ///   - timeout: How far, in the clock's time, time may move. `nil`, the default, sets no
  ///     limit on the clock's time; `maxSteps` still applies.
  ///   - maxSteps: How many times time may move forward to a sleep's deadline before giving up.
  ///   - isolation: The actor to yield on. Leave the default, the caller's actor.
  public func run(
    timeout: Duration? = nil,
    maxSteps: Int = 10_000,
    isolation: isolated (any Actor)? = #isolation,
    fileID: String = #fileID,
    filePath: String = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let limit = timeout.map { now.advanced(by: $0) }
    var steps = 0
    await Task.megaYield(isolation: isolation)
    while let next = state.withValue({ $0.sleepers.lazy.map(\.deadline).min() }) {
      if let limit, let timeout, limit < next {
        state.withValue { $0.now = max($0.now, limit) }
        reportIssue(
          """
          TestClock.run(timeout:) gave up: \(sleeperCount) task(s) are still sleeping on the \
          clock after it moved forward by \(timeout). Stop the work that keeps sleeping, or \
          advance the clock by hand.
          """,
          fileID: fileID, filePath: filePath, line: line, column: column
        )
        return
      }
      guard steps < maxSteps else {
        reportIssue(
          """
          TestClock.run(timeout:) gave up: \(sleeperCount) task(s) are still sleeping on the \
          clock after it moved forward \(maxSteps) times. Stop the work that keeps sleeping, or \
          advance the clock by hand.
          """,
          fileID: fileID, filePath: filePath, line: line, column: column
        )
        return
      }
      steps += 1
      await letWokenSleepersRun(wakeEarliestSleepers(notAfter: next))
    }
  }

  /// Throws ``SuspensionError`` when no task is sleeping on the clock.
  ///
  /// It yields first (see `Task.megaYield(count:isolation:)`), so work started just before
  /// the call gets to reach its sleep. Use it to prove a feature is waiting on time:
  ///
  /// ```swift
  /// store.send(.startTimer)
  /// try await clock.checkSuspension()
  /// ```
  public func checkSuspension(isolation: isolated (any Actor)? = #isolation) async throws {
    await Task.megaYield(isolation: isolation)
    guard sleeperCount > 0 else { throw SuspensionError() }
  }

  /// Wakes the sleepers with the earliest deadline, if it is not after `limit`, setting
  /// ``now`` to that deadline. Returns the woken sleepers' ids.
  private func wakeEarliestSleepers(notAfter limit: Instant) -> [UInt64] {
    let woken = state.withValue { state -> [Sleeper] in
      guard
        let earliest = state.sleepers.lazy.map(\.deadline).min(),
        earliest <= limit
      else { return [] }
      state.now = max(state.now, earliest)
      let woken = state.sleepers.filter { $0.deadline == earliest }
      state.sleepers.removeAll { $0.deadline == earliest }
      state.waking.formUnion(woken.map(\.id))
      return woken
    }
    for sleeper in woken {
      sleeper.continuation.resume()
    }
    return woken.map(\.id)
  }

  /// Lets the sleepers with `ids`, just woken, run on to their next suspension point.
  ///
  /// First waits until each has returned from `sleep`: resuming a task does not run it at
  /// once, and how soon it runs depends on the scheduler, so a fixed number of yields alone
  /// could come back before it did. A sleeper returns from `sleep` on its own executor and
  /// goes on in the same job to its next suspension (another sleep, say), so once it has
  /// returned, yielding lets that run. Then yields (`Task.megaYield`) for work the woken
  /// tasks start in turn. Gives up waiting after a few seconds of real time, so a sleeper
  /// whose executor never runs it cannot hang the test.
  private func letWokenSleepersRun(
    _ ids: [UInt64], isolation: isolated (any Actor)? = #isolation
  ) async {
    let patience = ContinuousClock.now.advanced(by: .seconds(5))
    while state.withValue({ state in ids.contains(where: state.waking.contains) }),
      ContinuousClock.now < patience
    {
      await Task.yield()
    }
    await Task.megaYield(isolation: isolation)
  }
}

extension TestClock where Duration == Swift.Duration {
  public convenience init() {
    self.init(now: .zero)
  }
}
