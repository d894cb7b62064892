import CoreThreadLocal
import Synchronization

/// Tells stores that a shared value changed, so that a store whose state holds it (and whose
/// view observes it) redraws even though none of its own actions changed it.
///
/// Every root store with observers is registered. A change to any shared value re-runs their
/// observers; each observer compares the value it extracts with the last one, so only views
/// that show the changed value redraw. Stores cannot know cheaply which references their
/// state holds (finding out means reflecting the whole state on every send), and re-running
/// an observer costs one extract and one comparison, so the broadcast is the cheaper choice.
///
/// A change made on the main actor is delivered at once to stores that are not sending (a
/// store that is sending tells its observers when it finishes). A change made while a reducer
/// runs (a `@Shared` write in a reducer) waits until the send that runs it ends: an observer
/// told at once could read the store whose reducer is still changing its state, which stops
/// the program and blames that reducer. A change made elsewhere is delivered by one
/// main-actor task, however many changes arrive before it runs.
enum SharedChangeBroadcast {
  /// How many stores are registered: a change with none registered costs one atomic load.
  private static let registeredCount = Atomic(0)
  /// Whether a main-actor delivery is already scheduled.
  private static let isScheduled = Atomic(false)

  @MainActor private static var stores: [WeakStore] = []
  /// Whether a change made while a reducer ran awaits delivery (``deliverDeferredChange()``).
  @MainActor static var hasDeferredChange = false

  private struct WeakStore {
    weak var store: (any SharedChangeObserving)?
  }

  /// Registers a store to be told of shared changes while it is alive.
  @MainActor
  static func register(_ store: any SharedChangeObserving) {
    stores.append(WeakStore(store: store))
    registeredCount.add(1, ordering: .relaxed)
  }

  /// Called after a shared value changed.
  static func post() {
    guard registeredCount.load(ordering: .relaxed) > 0 else { return }
    if isOnMainActor() {
      MainActor.assumeIsolated {
        if core_reduce_context_get() == nil { deliver() } else { hasDeferredChange = true }
      }
    } else if !isScheduled.exchange(true, ordering: .acquiringAndReleasing) {
      Task { @MainActor in
        isScheduled.store(false, ordering: .releasing)
        deliver()
      }
    }
  }

  /// Delivers a change made while a reducer ran; called by a root store when its send ends,
  /// and again by an outer send when this one ran inside another store's reduce.
  @MainActor
  static func deliverDeferredChange() {
    guard core_reduce_context_get() == nil else { return }
    hasDeferredChange = false
    deliver()
  }

  @MainActor
  private static func deliver() {
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

/// A store that re-runs its observers when a shared value changes.
@MainActor
protocol SharedChangeObserving: AnyObject {
  /// A shared value changed somewhere: tell observers, now or when the current send ends.
  func sharedValueDidChange()
}
