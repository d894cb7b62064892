import Observation

/// What the stores of one tree were read for inside `withObservationTracking`, and the
/// `ObservationRegistrar` those reads register with: made by a root store's first tracked
/// read, so a store that no view reads costs nothing here.
///
/// Without `@ObservableState` (a macro) the state cannot say which of its properties a send
/// changed, so the precision comes from here: each member read through a store
/// (`store.count`, a scope's presence, a list's ids) is remembered with the value read, and
/// once a send has settled (its queued actions reduced, on the main actor) each is compared
/// with its value now. Only the members that changed are reported to the registrar, which
/// calls the `onChange` of every tracking that read them. A reported member is forgotten: a
/// tracking fires once, and the view that redraws reads it again.
///
/// Members are kept by the tree's root core, not by the store they were read through, so a
/// store made for one render and released still notifies. A member holds no store and no
/// core, only the functions that derive its value from the root's state
/// (``StoreCore/stateDeriver``), so a tracked tree is released as any other.
@MainActor
@usableFromInline
final class StoreObservation: Observable {
  /// Which member of which store: the store's place in its tree, and what was read there.
  @usableFromInline
  struct Key: Hashable {
    @usableFromInline
    enum Kind: Hashable {
      /// A property of the state (`store.count`), or the whole state (`store.state`).
      case value
      /// Whether an optional child is there, and which one (its case and `id`).
      case presence
      /// The ids of a collection's elements, in order.
      case ids
    }

    let scope: ScopeIdentity
    let kind: Kind
    let path: AnyKeyPath?

    @usableFromInline
    init(scope: ScopeIdentity, kind: Kind, path: AnyKeyPath?) {
      self.scope = scope
      self.kind = kind
      self.path = path
    }
  }

  /// A remembered member: whether its value is still the one read (given the root state by
  /// address), and the key path the registrar knows it by.
  private struct Member {
    let isUnchanged: (UnsafeRawPointer) -> Bool
    let keyPath: KeyPath<StoreObservation, Int>
  }

  private let registrar = ObservationRegistrar()
  private var members: [Key: Member] = [:]

  /// The registrar's name for a member: one key path per key.
  nonisolated subscript(member key: Key) -> Int { 0 }

  /// Registers a read of the member `key` with the tracking in progress, if any; remembers the
  /// member with `isUnchanged` unless it is remembered already.
  @usableFromInline
  func access(_ key: Key, isUnchanged: @autoclosure () -> (UnsafeRawPointer) -> Bool) {
    if let member = members[key] {
      registrar.access(self, keyPath: member.keyPath)
      return
    }
    let member = Member(isUnchanged: isUnchanged(), keyPath: \StoreObservation.[member: key])
    members[key] = member
    registrar.access(self, keyPath: member.keyPath)
  }

  /// Compares every remembered member with its value in `rootState` (the root's state, by
  /// address), and reports those that changed. Called by the root core once a send has
  /// settled, and after a shared value changed.
  func stateDidSettle(rootState: UnsafeRawPointer) {
    guard !members.isEmpty else { return }
    var changed: [(Key, KeyPath<StoreObservation, Int>)] = []
    for (key, member) in members where !member.isUnchanged(rootState) {
      changed.append((key, member.keyPath))
    }
    guard !changed.isEmpty else { return }
    for (key, _) in changed { members[key] = nil }
    // NB: After the table is updated: an `onChange` that reads a member again remembers it
    // anew, with its value now.
    for (_, keyPath) in changed {
      registrar.withMutation(of: self, keyPath: keyPath) {}
    }
  }

  /// How many members are remembered, for tests.
  var memberCount: Int { members.count }
}

/// A store's place in its tree, stable across stores made the same way: the root, a child
/// reached by a key path, an element by its id, or a case of an enum by its tag. A store
/// scoped with a closure has no such place and is known by a number of its own.
@usableFromInline
indirect enum ScopeIdentity: Hashable {
  case root
  case path(ScopeIdentity, AnyKeyPath)
  case element(ScopeIdentity, AnyKeyPath, AnyHashable)
  case enumCase(ScopeIdentity, UInt32)
  case instance(Int)

  /// The identity of a store scoped with a closure: one of its own, never given again.
  @MainActor
  static func unique() -> Self {
    lastInstance += 1
    return .instance(lastInstance)
  }

  @MainActor private static var lastInstance = 0
}
