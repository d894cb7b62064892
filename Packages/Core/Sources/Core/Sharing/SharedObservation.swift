import Observation
import Synchronization

/// Makes one shared reference observable on its own, as swift-sharing's references are: a
/// read of its value inside `withObservationTracking`, however the value was reached
/// (`store.count`, `store.state.count`, a row's `settings.theme`, a `Shared` held outside any
/// store), registers with this reference, and a change runs the tracking's `onChange`.
///
/// A store cannot do this for it: a copy of state remembered by a store holds the same
/// reference as the state now, so comparing the two reads the new value on both sides.
///
/// Every box of one root (the root, `$parent.field`, an unwrapped optional) shares the root's
/// object. A change is told on the main actor, after the send that made it
/// (``SharedChangeBroadcast``), as a store's own changes are.
final class SharedObservation: Observable, Sendable {
  private let registrar = ObservationRegistrar()
  /// Whether anything ever read the value: a reference no one read has no tracking to tell,
  /// so its changes skip the registrar (and, off the main actor, the hop to it).
  private let wasRead = Atomic(false)

  /// The registrar's name for the value.
  var value: Int { 0 }

  @inline(__always)
  func access() {
    if !wasRead.load(ordering: .relaxed) { wasRead.store(true, ordering: .relaxed) }
    registrar.access(self, keyPath: \.value)
  }

  /// Whether a change must be told: something read the value, so a tracking may hold it.
  var mayBeTracked: Bool { wasRead.load(ordering: .relaxed) }

  /// Runs the `onChange` of every tracking that read the value. Called on the main actor.
  func didChange() {
    registrar.withMutation(of: self, keyPath: \.value) {}
  }
}
