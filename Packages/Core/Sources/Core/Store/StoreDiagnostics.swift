import Synchronization

/// Counts kept by the store runtime for diagnostics: to find stores that a long session
/// leaks.
///
/// Read it at a point a session keeps coming back to (the same screen, say): a count that
/// grows from one visit to the next means something holds on to stores it no longer needs.
///
/// ```swift
/// let before = StoreDiagnostics.liveStoreCount
/// // … log in and out a thousand times …
/// assert(StoreDiagnostics.liveStoreCount == before)
/// ```
public enum StoreDiagnostics {
  /// How many ``Store`` objects are alive in this process now: root stores and the stores
  /// `scope` returned, each counted from its creation until it is released. A
  /// ``TestStore`` holds no ``Store`` and is not counted.
  ///
  /// Stores on other threads may be created or released while this is read; the count is
  /// exact once they are done.
  public static var liveStoreCount: Int {
    liveStores.load(ordering: .relaxed)
  }

  /// The count behind ``liveStoreCount``, changed by `Store.init(core:)` and `Store.deinit`.
  static let liveStores = Atomic<Int>(0)

  /// How many members the stores of this process remember for their views now: one per
  /// place a view read inside `withObservationTracking` (a property, a child's presence, a
  /// list's ids), kept while the state it reads is there and, for a store scoped with a
  /// closure, while that store is. It stays as large as what the screens on show read: a
  /// count that grows from one visit of a screen to the next means members outlive what read
  /// them, and every send compares them all.
  public static var trackedMemberCount: Int {
    trackedMembers.load(ordering: .relaxed)
  }

  /// The count behind ``trackedMemberCount``, changed by `StoreObservation`.
  static let trackedMembers = Atomic<Int>(0)

  /// How many times a navigation reducer asked the Swift runtime what Core's tables
  /// remember per type and enum case, because another type or case took the slot first:
  /// whether a child state has an identity, and, for a presented enum's case, whether it is
  /// ephemeral and where its payload's `id` is (a conformance look-up, about 1,700
  /// instructions, and a `Mirror`, about 12,000, each time). The answer is right either way;
  /// only its cost differs. It stays 0 unless two of an app's navigation types collide in a
  /// table of 256 slots: `App --stats` prints it, and so do the benchmarks.
  public static var cacheFallbackCount: Int {
    cacheFallbacks.load(ordering: .relaxed)
  }

  static let cacheFallbacks = Atomic<Int>(0)
}
