private enum SuspendingClockKey: DependencyKey {
  typealias Value = any Clock<Duration>
  static let liveValue: any Clock<Duration> = SuspendingClock()
  static let previewValue: any Clock<Duration> = SuspendingClock()
  static let testValue: any Clock<Duration> = UnimplementedClock(name: "suspendingClock")
}

extension DependencyValues {
  /// The clock that stops while the device sleeps, for measuring time the program actually
  /// ran, such as a stopwatch that should not count time spent asleep.
  ///
  /// Live and in previews it is `SuspendingClock()`. In tests it is an
  /// ``UnimplementedClock`` named `suspendingClock`, so a test whose feature waits on time
  /// fails until it overrides the clock, usually with a ``TestClock`` or an
  /// ``ImmediateClock``.
  ///
  /// ```swift
  /// @Dependency(\.suspendingClock) var clock
  /// // ...
  /// return .run { send in
  ///   try await clock.sleep(for: .milliseconds(300))
  ///   await send(.debounced)
  /// }
  /// ```
  public var suspendingClock: any Clock<Duration> {
    get { self[SuspendingClockKey.self] }
    set { self[SuspendingClockKey.self] = newValue }
  }
}
