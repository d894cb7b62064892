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
}
