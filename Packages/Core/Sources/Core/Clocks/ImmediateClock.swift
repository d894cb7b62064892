/// A clock that never waits: every sleep returns at once and moves the clock's time forward
/// by the time slept.
///
/// Use it in tests and previews where time-based work should simply happen, without the test
/// driving time by hand as it would with ``TestClock``: a debounce fires at once, a delayed
/// save saves at once, a preview skips its artificial loading delay.
///
/// ```swift
/// let store = TestStore(initialState: Feature.State()) {
///   Feature()
/// } withDependencies: {
///   $0.continuousClock = ImmediateClock()
/// }
/// ```
///
/// ``now`` starts at zero and only moves when something sleeps.
public final class ImmediateClock<Duration: DurationProtocol & Hashable>: Clock {
  /// The span since the clock was made, which sleeping advances at once.
  public typealias Instant = ManualInstant<Duration>

  // NB: The class is checked `Sendable`: its only stored property is a `let` of a `Sendable`
  // type that guards the clock's time with a lock.
  private let current: LockIsolated<Instant>

  public init(now: Instant = .zero) {
    self.current = LockIsolated(now)
  }

  /// The clock's current time: its start plus every span slept so far.
  public var now: Instant {
    current.value
  }

  public var minimumResolution: Duration { .zero }

  /// Returns at once, having moved ``now`` forward to `deadline` if it was earlier.
  ///
  /// Throws `CancellationError` when the calling task is cancelled. `tolerance` is ignored.
  /// It runs on the caller's actor, so it never suspends.
  public nonisolated(nonsending) func sleep(until deadline: Instant, tolerance: Duration? = nil)
    async throws
  {
    try Task.checkCancellation()
    current.withValue { $0 = max($0, deadline) }
  }
}

extension ImmediateClock where Duration == Swift.Duration {
  public convenience init() {
    self.init(now: .zero)
  }
}
