private enum ContinuousClockKey: DependencyKey {
  typealias Value = any Clock<Duration>
  static let liveValue: any Clock<Duration> = ContinuousClock()
  static let previewValue: any Clock<Duration> = ContinuousClock()
  static let testValue: any Clock<Duration> = UnimplementedClock(name: "continuousClock")
}

extension DependencyValues {
  /// The clock that keeps running while the device sleeps, for timers, delays and debounces
  /// measured in real time.
  ///
  /// Live and in previews it is `ContinuousClock()`. In tests it is an
  /// ``UnimplementedClock`` named `continuousClock`, so a test whose feature waits on time
  /// fails until it overrides the clock, usually with a ``TestClock`` or an
  /// ``ImmediateClock``.
  ///
  /// ```swift
  /// @Dependency(\.continuousClock) var clock
  /// // ...
  /// return .run { send in
  ///   try await clock.sleep(for: .seconds(1))
  ///   await send(.tick)
  /// }
  /// ```
  ///
  /// In a test:
  ///
  /// ```swift
  /// let clock = TestClock()
  /// let store = TestStore(initialState: Feature.State()) { Feature() } withDependencies: {
  ///   $0.continuousClock = clock
  /// }
  /// ```
  public var continuousClock: any Clock<Duration> {
    get { self[ContinuousClockKey.self] }
    set { self[ContinuousClockKey.self] = newValue }
  }
}
