import Observation
import Synchronization

/// Whether a read is made inside `withObservationTracking`, which Swift's Observation does
/// not say: a member read outside any tracking (a binding's setter runs the getter first, a
/// test or a reducer's caller reads `store.count`) need not be remembered, and a member
/// remembered costs every later send a comparison.
///
/// How it knows: inside a tracking, `ObservationRegistrar.access` adds the key path it is
/// given to the tracking's set of accesses, which hashes the key path and so its subscript
/// argument, a ``Probe``; outside one, `access` does nothing. That is how Observation works,
/// not what it promises, so the probe is first tried inside a tracking (``isReliable``), and
/// when it does not see it every read counts as tracked, as if there were no probe.
/// `TrackingProbeTests` checks both answers.
@MainActor
final class TrackingProbe: Observable {
  /// Whether the read being made is inside `withObservationTracking`; `true` when the probe
  /// cannot tell.
  static func isTracking() -> Bool {
    let probe = shared
    return !probe.isReliable || probe.sees()
  }

  /// One object, so that a read pays one lazy-global check rather than one per part.
  static let shared = TrackingProbe()

  /// Whether the probe sees a tracking it is made in, twice in a row (a key path that kept
  /// its hash would be seen once): tried once. Only this failure would leave a view stale; a
  /// probe that also fired outside a tracking would only remember what it need not, so that
  /// is not tried (it could not be: the first read may itself be made inside a tracking).
  private(set) var isReliable = false

  private let registrar = ObservationRegistrar()
  private let hashed: Flag
  private let keyPath: KeyPath<TrackingProbe, Int>

  private init() {
    let hashed = Flag()
    self.hashed = hashed
    keyPath = \TrackingProbe.[probe: Probe(hashed: hashed)]
    var seen = (false, false)
    withObservationTracking {
      seen = (sees(), sees())
    } onChange: {
    }
    isReliable = seen.0 && seen.1
  }

  private func sees() -> Bool {
    hashed.value.store(false, ordering: .relaxed)
    registrar.access(self, keyPath: keyPath)
    return hashed.value.load(ordering: .relaxed)
  }

  /// What the probe's key path reads: nothing ever changes it, so a tracking that read it is
  /// never told.
  nonisolated subscript(probe probe: Probe) -> Int { 0 }

  /// A subscript argument that notes that it was hashed: what a tracking does to every key
  /// path it is given.
  struct Probe: Hashable {
    let hashed: Flag

    static func == (lhs: Self, rhs: Self) -> Bool { true }

    func hash(into hasher: inout Hasher) {
      hashed.value.store(true, ordering: .relaxed)
    }
  }

  final class Flag: Sendable {
    let value = Atomic<Bool>(false)
  }
}
