import Effects
import Foundation
import Observation

/// Each part is built inside `withObservationTracking`; when a send changes something it read
/// through a store, the part and the parts around it are marked stale and ``didInvalidate``
/// runs (the interactive runner draws then). The next frame rebuilds the stale parts and
/// reuses the rest; a frame with nothing stale builds nothing. After a frame that built
/// something, parts it did not reach (a tab no longer shown, a popped screen) are dropped.
@MainActor
final class ViewCache {
  struct Site: Hashable {
    let file: UInt
    let line: UInt
    let column: UInt
  }

  struct Key: Hashable {
    let store: StoreScopeID
    let id: AnyHashable
    let site: Site
  }

  /// Stale once something it read changed, or a part inside it did. Held only by the table,
  /// so a replaced or dropped part is gone, and so is its tracking's way back to it.
  @MainActor
  private final class Entry {
    var value: Any?
    var isStale = false
    weak var parent: Entry?
    var children: [Key] = []

    init(parent: Entry?) { self.parent = parent }
  }

  /// What ``Store/part(id:fileID:line:column:_:)`` asks; `nil` outside a frame.
  static var current: ViewCache?

  /// When not, every part is built in every frame (what the benchmarks compare with).
  let keepsParts: Bool
  var didInvalidate: () -> Void = {}
  /// The whole screen counted as one.
  private(set) var partsBuilt = 0

  private var entries: [Key: Entry] = [:]
  private var building: [Entry] = []
  private var askedThisFrame: Set<Key> = []

  init(keepsParts: Bool = true) {
    self.keepsParts = keepsParts
  }

  /// `content` is the whole screen's part under `key`.
  func frame<Value>(_ key: Key, _ content: () -> Value) -> Value {
    let previous = Self.current
    Self.current = self
    defer { Self.current = previous }
    askedThisFrame.removeAll(keepingCapacity: true)
    let builtBefore = partsBuilt
    let value = part(key, content)
    if partsBuilt != builtBefore { dropParts(notReachedFrom: key) }
    return value
  }

  func part<Value>(_ key: Key, _ content: () -> Value) -> Value {
    let parent = building.last
    parent?.children.append(key)
    guard askedThisFrame.insert(key).inserted else {
      reportIssue(
        "A view asked for one part twice in one frame (\(key.site.line):\(key.site.column));"
          + " give each its own id. It is built each time.")
      partsBuilt += 1
      return content()
    }
    if keepsParts, let entry = entries[key], !entry.isStale, let value = entry.value as? Value {
      entry.parent = parent
      return value
    }
    partsBuilt += 1
    let entry = Entry(parent: parent)
    entries[key] = entry
    building.append(entry)
    defer { building.removeLast() }
    let value = withObservationTracking(content) { [weak self, weak entry] in
      // Stores report changes on the main actor, once a send has settled.
      MainActor.assumeIsolated {
        guard let self, let entry else { return }
        self.markStale(entry)
      }
    }
    entry.value = value
    return value
  }

  /// Says the screen must be built again unless it was stale already. (A change fires the
  /// tracking of each part that read it: the part's own, and those of the parts around it,
  /// which took in its reads.)
  private func markStale(_ entry: Entry) {
    var outermost = entry
    var next: Entry? = entry
    while let stale = next {
      outermost = stale
      next = stale.parent
    }
    let screenWasFresh = !outermost.isStale
    next = entry
    while let stale = next {
      stale.isStale = true
      next = stale.parent
    }
    if screenWasFresh { didInvalidate() }
  }

  /// Directly or through kept parts.
  private func dropParts(notReachedFrom root: Key) {
    var reached: Set<Key> = []
    var pending = [root]
    while let key = pending.popLast() {
      guard reached.insert(key).inserted, let entry = entries[key] else { continue }
      pending.append(contentsOf: entry.children)
    }
    entries = entries.filter { reached.contains($0.key) }
  }
}
