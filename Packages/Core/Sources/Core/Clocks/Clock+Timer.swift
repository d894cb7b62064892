extension Clock where Duration == Swift.Duration {
  /// A timer firing every `interval`. Each tick is the time elapsed since the timer started,
  /// read from the clock as the tick wakes. Cancel the consuming task to stop it.
  ///
  /// ```swift
  /// @Dependency(\.continuousClock) var clock
  ///
  /// return .run { send in
  ///   for await _ in clock.timer(interval: .seconds(1)) {
  ///     await send(.timerTicked)
  ///   }
  /// }
  /// ```
  ///
  /// As swift-clocks' timer, which TCA uses, it runs in the task that iterates it: it starts
  /// when that task asks for its first tick, each deadline is an interval after the last
  /// (ticks do not drift), and a tick the task was too busy to take is skipped, not queued.
  /// So a test that advances a `TestClock` sees the ticks TCA's would, in the same order
  /// against its other effects' sleeps. Its ticks are durations rather than the clock's
  /// instants, so it can be called on the existential `any Clock<Duration>` that
  /// `\.continuousClock` holds.
  ///
  /// - Precondition: `interval` is longer than zero.
  public func timer(interval: Duration, tolerance: Duration? = nil) -> ClockTimer {
    guard interval > .zero else {
      fatalError("clock.timer(interval:): the interval, \(interval), must be longer than zero.")
    }
    return ClockTimer(clock: self, interval: interval, tolerance: tolerance)
  }
}

/// The ticks of ``Clock/timer(interval:tolerance:)``.
public struct ClockTimer: AsyncSequence, Sendable {
  /// The time elapsed since the timer started.
  public typealias Element = Duration
  /// A timer ends, when its task is cancelled, without an error.
  public typealias Failure = Never

  let clock: any Clock<Duration>
  let interval: Duration
  let tolerance: Duration?

  public func makeAsyncIterator() -> Iterator {
    Iterator(schedule: timerSchedule(clock, interval: interval, tolerance: tolerance))
  }

  /// Iterated by the task that consumes the timer, which its ticks run in.
  public struct Iterator: AsyncIteratorProtocol {
    let schedule: any TimerScheduling

    /// Sleeps until the next tick and returns the time elapsed since the first call; `nil`
    /// once the task is cancelled.
    public mutating func next() async -> Duration? {
      await schedule.next()
    }
  }
}

/// A schedule for `clock`'s own type, opened from the existential.
private func timerSchedule<C: Clock<Duration>>(_ clock: C, interval: Duration, tolerance: Duration?)
  -> any TimerScheduling
{
  TimerSchedule(clock: clock, interval: interval, tolerance: tolerance)
}

/// One iteration of a timer, kept in its clock's own instants (which the existential clock
/// of ``ClockTimer`` cannot name).
protocol TimerScheduling: AnyObject {
  func next() async -> Duration?
}

final class TimerSchedule<C: Clock<Duration>>: TimerScheduling {
  private let clock: C
  private let interval: Duration
  private let tolerance: Duration?
  private var start: C.Instant?
  private var lastDeadline: C.Instant?
  private var isFinished = false

  init(clock: C, interval: Duration, tolerance: Duration?) {
    self.clock = clock
    self.interval = interval
    self.tolerance = tolerance
  }

  func next() async -> Duration? {
    guard !isFinished else { return nil }
    let now = clock.now
    let start = self.start ?? now
    self.start = start
    do {
      try await clock.sleep(
        until: deadline(after: lastDeadline ?? now, now: now), tolerance: tolerance)
    } catch {
      isFinished = true
      return nil
    }
    return start.duration(to: clock.now)
  }

  /// The first deadline an interval after `last` that is not already past at `now`, kept as
  /// the last: the ticks a slow consumer missed are skipped.
  private func deadline(after last: C.Instant, now: C.Instant) -> C.Instant {
    var next = last.advanced(by: interval)
    if next < now {
      let missed = (next.duration(to: now) / interval).rounded(.up)
      next = last.advanced(by: interval * Int(missed))
    }
    lastDeadline = next
    return next
  }
}
