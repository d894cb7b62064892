import Synchronization

/// One observation of a root store: the flag its token sets, and the observer's closure,
/// which the root's core calls after each send until the flag is set.
///
/// Setting the flag also lets go of the closure, on the main actor: a closure often captures
/// the store it observes (a view that sends), and kept until the next send it would keep the
/// store, and every effect the store runs, alive with nothing left to send.
// NB: Unchecked Sendable: the flag is atomic, and the closure (in ``RootObserver``) is only
// touched on the main actor. Checked by
// `StoreScopeTests.testACancelledObservationLetsGoOfTheStoreItCaptured`.
class ObservationFlag: @unchecked Sendable {
  private let flag = Atomic(false)

  var isSet: Bool { flag.load(ordering: .acquiring) }

  /// Sets the flag and lets go of the closure: now on the main actor, otherwise in a
  /// main-actor task.
  func set() {
    guard !flag.exchange(true, ordering: .acquiringAndReleasing) else { return }
    if isOnMainActor() {
      MainActor.assumeIsolated { releaseObserver() }
    } else {
      Task { @MainActor [self] in releaseObserver() }
    }
  }

  @MainActor
  func releaseObserver() {}
}

/// An observer of a root store, told the root state's address after each send. Not generic
/// over the state: a root core, compiled once for every state, would otherwise look up the
/// entry type's metadata on every send (about 330 instructions).
final class RootObserver: ObservationFlag, @unchecked Sendable {
  @MainActor private(set) var notify: (@MainActor (UnsafeRawPointer) -> Void)?

  @MainActor
  init(_ notify: @escaping @MainActor (UnsafeRawPointer) -> Void) {
    self.notify = notify
  }

  @MainActor
  override func releaseObserver() {
    notify = nil
  }
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
