import CoreThreadLocal
import Synchronization

/// Tells stores, and the trackings that read a shared value, that a shared value changed, so
/// that a view showing it redraws even though none of its store's actions changed it.
///
/// Every root store with observers is registered. A change to any shared value re-runs their
/// observers; each observer compares the value it extracts with the last one, so only views
/// that show the changed value redraw. Stores cannot know cheaply which references their
/// state holds (finding out means reflecting the whole state on every send), and re-running
/// an observer costs one extract and one comparison, so the broadcast is the cheaper choice.
/// The changed reference's own trackings (``SharedObservation``) are told first.
///
/// Everything is told on the main actor, never while a reducer runs: an observer told then
/// could read the store whose reducer is still changing its state, which stops the program
/// and blames that reducer. A change made on the main actor outside a reducer is told at
/// once. A change made while a reducer runs (a `@Shared` write in a reducer), and a store's
/// own notifications when a reducer of another store sent to it, wait until the outermost
/// send ends. A change made elsewhere is told by one main-actor task, however many changes
/// arrive before it runs. A change made while the stores are being told is told by another
/// pass, before the delivery returns.
enum SharedChangeBroadcast {
  /// How many stores are registered: a change with none registered and no tracking of its
  /// own costs two atomic loads.
  private static let registeredCount = Atomic(0)
  /// Whether a main-actor delivery is already scheduled.
  private static let isScheduled = Atomic(false)
  /// References changed off the main actor whose trackings the scheduled delivery tells.
  private static let changedOffTheMainActor = LockIsolated<[SharedObservation]>([])

  @MainActor private static var stores: [WeakStore] = []
  /// References changed while a reducer ran, or during a delivery, whose trackings are told
  /// by the next pass.
  @MainActor private static var deferredObservations: [SharedObservation] = []
  /// Whether a change awaits delivery (``deliverDeferredChange()``).
  @MainActor static var hasDeferredChange = false
  @MainActor private static var isDelivering = false

  private struct WeakStore {
    weak var store: (any SharedChangeObserving)?
  }

  /// Registers a store to be told of shared changes while it is alive.
  @MainActor
  static func register(_ store: any SharedChangeObserving) {
    stores.append(WeakStore(store: store))
    registeredCount.add(1, ordering: .relaxed)
  }

  /// Called after the reference that `observation` observes changed.
  static func post(_ observation: SharedObservation) {
    let isTracked = observation.mayBeTracked
    guard isTracked || registeredCount.load(ordering: .relaxed) > 0 else { return }
    if isOnMainActor() {
      MainActor.assumeIsolated {
        if isTracked { deferredObservations.appendOnce(observation) }
        hasDeferredChange = true
        deliverDeferredChange()
      }
      return
    }
    if isTracked { changedOffTheMainActor.withValue { $0.appendOnce(observation) } }
    guard !isScheduled.exchange(true, ordering: .acquiringAndReleasing) else { return }
    Task { @MainActor in
      isScheduled.store(false, ordering: .releasing)
      let changed = changedOffTheMainActor.withValue { changed in
        defer { changed.removeAll() }
        return changed
      }
      for observation in changed { deferredObservations.appendOnce(observation) }
      hasDeferredChange = true
      deliverDeferredChange()
    }
  }

  /// Says that a root store has observers to tell once no reducer runs: it sent while another
  /// store's reducer ran.
  @MainActor
  static func deferNotifications() {
    hasDeferredChange = true
  }

  /// Delivers what waited: called by a root store when its send ends, and after a change on
  /// the main actor. Does nothing while a reducer runs (the outermost send delivers) or while
  /// a delivery is under way (it takes another pass).
  @MainActor
  static func deliverDeferredChange() {
    guard !isDelivering, core_reduce_context_get() == nil else { return }
    isDelivering = true
    defer { isDelivering = false }
    while hasDeferredChange {
      hasDeferredChange = false
      let observations = deferredObservations
      deferredObservations.removeAll()
      for observation in observations { observation.didChange() }
      tellStores()
    }
  }

  @MainActor
  private static func tellStores() {
    var index = 0
    while index < stores.count {
      if let store = stores[index].store {
        store.sharedValueDidChange()
        index += 1
      } else {
        stores.remove(at: index)
        registeredCount.subtract(1, ordering: .relaxed)
      }
    }
  }
}

extension [SharedObservation] {
  /// A reference changed many times before a delivery is told once.
  fileprivate mutating func appendOnce(_ observation: SharedObservation) {
    if !contains(where: { $0 === observation }) { append(observation) }
  }
}

/// A store that re-runs its observers when a shared value changes.
@MainActor
protocol SharedChangeObserving: AnyObject {
  /// A shared value changed somewhere: tell observers, now or when the current send ends.
  func sharedValueDidChange()
}
