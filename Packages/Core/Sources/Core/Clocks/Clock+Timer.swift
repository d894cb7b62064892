extension Clock {
  /// A timer firing every `interval`, starting one interval from now. Each tick is the time
  /// elapsed since the timer started, read from the clock as the tick wakes. Cancel the
  /// consuming task to stop it.
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
  /// Its ticks do not mention the clock's `Instant`, so it can be called on the existential
  /// `any Clock<Duration>` that `\.continuousClock` holds, as TCA code does. On a
  /// `TestClock`, each `advance` lets the ticks it passes arrive, one per interval.
  public func timer(interval: Duration) -> AsyncStream<Duration> {
    AsyncStream { continuation in
      let task = Task {
        let start = now
        var next = start.advanced(by: interval)
        while !Task.isCancelled {
          do { try await sleep(until: next, tolerance: nil) } catch { break }
          continuation.yield(start.duration(to: now))
          next = next.advanced(by: interval)
        }
        continuation.finish()
      }
      continuation.onTermination = { _ in task.cancel() }
    }
  }
}
