import Synchronization

/// A flag set once an observation is cancelled. Atomic, so a token can set it from any
/// thread as it is released, and a store can read it on every send without a lock.
final class ObservationFlag: Sendable {
  private let flag = Atomic(false)

  var isSet: Bool { flag.load(ordering: .acquiring) }

  func set() { flag.store(true, ordering: .releasing) }
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
