extension Clock where Duration: Sendable, Instant: Sendable {
  /// The instants of a timer firing every `interval`, starting one interval from now: the
  /// clock's `now` as each tick wakes. Cancel the consuming task to stop it.
  ///
  /// ```swift
  /// return .run { send in
  ///   for await _ in clock.timer(interval: .seconds(1)) {
  ///     await send(.timerTicked)
  ///   }
  /// }
  /// ```
  ///
  /// On a `TestClock`, each `advance` lets the ticks it passes arrive, one per interval.
  public func timer(interval: Duration) -> AsyncStream<Instant> where Self: Sendable {
    AsyncStream { continuation in
      let task = Task {
        var next = now.advanced(by: interval)
        while !Task.isCancelled {
          do { try await sleep(until: next, tolerance: nil) } catch { break }
          continuation.yield(now)
          next = next.advanced(by: interval)
        }
        continuation.finish()
      }
      continuation.onTermination = { _ in task.cancel() }
    }
  }
}
