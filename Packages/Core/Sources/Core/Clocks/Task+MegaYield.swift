extension Task where Success == Never, Failure == Never {
  /// Suspends the current task `count` times in a row, letting other work waiting to run
  /// make progress in between.
  ///
  /// Use it in tests, and in test tools such as ``TestClock``, after something was started or
  /// woken (an effect, a sleeper) and before checking what it did: the yields give it the
  /// chance to run up to its next suspension point.
  ///
  /// ```swift
  /// store.send(.startTimer)
  /// await Task.megaYield()
  /// XCTAssertEqual(clock.sleeperCount, 1)
  /// ```
  ///
  /// In a `TestStore`, effects run one job at a time on the main thread: the store sends
  /// every job meant for the global executor to the main actor, so nothing runs in parallel
  /// with the test. Each yield then lets every job already queued run before the caller goes
  /// on, and a fixed number of yields is a deterministic amount of progress, not a race.
  /// Outside a `TestStore`, work on other threads runs in parallel with the caller, and the
  /// yields give it time to make progress in practice rather than by guarantee.
  ///
  /// - Parameters:
  ///   - count: How many times to yield. The default, 20, is enough for an effect to go
  ///     through a handful of suspension points.
  ///   - isolation: The actor to come back to after each yield. Leave the default, the
  ///     caller's actor.
  public static func megaYield(count: Int = 20, isolation: isolated (any Actor)? = #isolation) async
  {
    for _ in 0..<max(count, 0) {
      await Task<Never, Never>.yield()
    }
  }
}
