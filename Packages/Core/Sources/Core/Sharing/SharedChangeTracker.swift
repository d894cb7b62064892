import Foundation
import Synchronization

/// Records which shared references a ``TestStore``'s reducer and effects changed, and the
/// value each had before its first change, so the test must assert those changes.
///
/// A test store puts its tracker in its dependencies: every `withLock` made by its reducer or
/// by an effect it started finds it there. Changes made elsewhere (by the test itself, by
/// another store, or from outside through a key's subscription) are not tracked: for the
/// test store they are the world changing. Its previous state sees them too, and for a root
/// it already tracks, the next assertion starts from the value given outside.
final class SharedChangeTracker: @unchecked Sendable {
  // Safe because `entries` and `outsideChanges` are only read and written with `lock` held.

  /// How many trackers exist, so that `withLock` looks for one only in test processes.
  private static let aliveCount = Atomic(0)

  @inline(__always)
  static var isAnyAlive: Bool { aliveCount.load(ordering: .relaxed) > 0 }

  /// The tracker in force for the code running now, if any.
  static var current: SharedChangeTracker? {
    DependencyValues.current[SharedChangeTrackerKey.self]
  }

  /// One tracked reference: the root, and its value before the first tracked change.
  struct Entry {
    let root: any AnySharedRoot
    let initial: Any
  }

  private let lock = NSLock()
  private var entries: [ObjectIdentifier: Entry] = [:]
  private var writeCount = 0
  private var outsideChanges: [ObjectIdentifier: Any] = [:]

  init() {
    Self.aliveCount.add(1, ordering: .relaxed)
  }

  deinit {
    Self.aliveCount.subtract(1, ordering: .relaxed)
  }

  /// Called by `withLock`, with `root` locked, before it changes; returns whether this is the
  /// root's first tracked change.
  func willChange(_ root: any AnySharedRoot, from value: Any) -> Bool {
    lock.lock()
    defer { lock.unlock() }
    writeCount += 1
    let id = ObjectIdentifier(root)
    guard entries[id] == nil else { return false }
    entries[id] = Entry(root: root, initial: value)
    return true
  }

  /// Called with `root` locked when a tracked root changed outside this tracker's store (the
  /// test itself, another store, another process): the store takes `value` as asserted.
  func didChangeOutside(_ root: any AnySharedRoot, to value: Any) {
    lock.lock()
    defer { lock.unlock() }
    outsideChanges[ObjectIdentifier(root)] = value
  }

  /// The values tracked roots were given outside the store since the last call.
  func takeOutsideChanges() -> [ObjectIdentifier: Any] {
    lock.lock()
    defer { lock.unlock() }
    defer { outsideChanges = [:] }
    return outsideChanges
  }

  /// How many times the store's reducer and effects wrote a shared value, equal or not.
  var writes: Int {
    lock.lock()
    defer { lock.unlock() }
    return writeCount
  }

  var tracked: [ObjectIdentifier: Entry] {
    lock.lock()
    defer { lock.unlock() }
    return entries
  }

  /// The current value of every tracked reference.
  func currentValues() -> [ObjectIdentifier: Any] {
    // NB: Read outside the tracker's lock: `willChange` takes it with a root locked.
    tracked.mapValues { $0.root.anyValue }
  }
}

/// Where a test store's tracker travels with its dependencies.
enum SharedChangeTrackerKey: DependencyKey {
  static var liveValue: SharedChangeTracker? { nil }
  static var testValue: SharedChangeTracker? { nil }
}
