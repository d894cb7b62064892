/// A flag set once an observation is cancelled. Thread-safe, so a token can set it from
/// any thread as it is released.
final class ObservationFlag: Sendable {
  private let flag = LockIsolated(false)

  var isSet: Bool { flag.value }

  func set() { flag.setValue(true) }
}

/// Keeps a store observation alive. Observation stops when you call ``cancel()`` or when
/// the token is released, whichever comes first.
///
/// Keep it as long as you render:
///
/// ```swift
/// let token = store.observe(\.count) { count in render(count) }
/// // ...
/// token.cancel()
/// ```
public final class ObservationToken: Sendable {
  private let flag: ObservationFlag

  init(flag: ObservationFlag) {
    self.flag = flag
  }

  /// Stops the observation. Safe to call more than once.
  public func cancel() {
    flag.set()
  }

  deinit {
    flag.set()
  }
}
