import Observation

/// A store is `Observable`, as TCA's is: read state through it inside
/// `withObservationTracking` (as SwiftUI does while it computes a view's body) and the
/// tracking's `onChange` runs once a send has changed what was read, on the main actor, after
/// the send and the actions it queued are done. What counts as read (see
/// `StoreObservation`): a property (`store.count`), the whole state (`store.state`), whether
/// an optional or enum child is there and which one (`scope`), and a collection's ids.
extension Store: Observable {}

extension Store {
  /// A property of the state, read as TCA's views read it: `store.count`.
  ///
  /// Inside `withObservationTracking`, `onChange` runs when a send changed this property to
  /// a value that is not `==` to the one read; not when another property changed, and not
  /// when an equal value was assigned.
  public subscript<Member: Equatable>(dynamicMember keyPath: KeyPath<State, Member>) -> Member {
    let value = core.state[keyPath: keyPath]
    track(.value, keyPath) { [reader = core.stateReader] in
      reader().map { $0[keyPath: keyPath] == value } ?? true
    }
    return value
  }

  /// A property of the state whose type is not `Equatable`: tracked as changed by every send
  /// that reduced an action.
  public subscript<Member>(dynamicMember keyPath: KeyPath<State, Member>) -> Member {
    track(.value, keyPath, isUnchanged: Self.noActionReduced(since: core.stateVersion))
    return core.state[keyPath: keyPath]
  }

  /// Remembers a read of `kind` at `path` in this store's tree, once, with `isUnchanged`.
  func track(
    _ kind: StoreObservation.Key.Kind, _ path: AnyKeyPath?,
    isUnchanged: @autoclosure () -> @MainActor () -> Bool
  ) {
    core.observation.access(
      StoreObservation.Key(scope: core.scopeIdentity, kind: kind, path: path),
      isUnchanged: isUnchanged())
  }

  /// Whether the root reduced no action since `version` read its count now.
  static func noActionReduced(since version: StateVersion) -> @MainActor () -> Bool {
    let count = version.count
    return { version.count == count }
  }

  /// Tracks the whole state: compared with `==` when it is `Equatable`, otherwise changed by
  /// every send that reduced an action.
  @usableFromInline
  func trackWholeState() {
    track(.value, nil, isUnchanged: wholeStateIsUnchanged())
  }

  private func wholeStateIsUnchanged() -> @MainActor () -> Bool {
    guard let read = core.state as? any Equatable else {
      return Self.noActionReduced(since: core.stateVersion)
    }
    let reader = core.stateReader
    return { reader().map { read.isEqual(to: $0) } ?? true }
  }
}

extension Equatable {
  /// Whether `other` is a value of this type equal to this one.
  fileprivate func isEqual(to other: Any) -> Bool {
    (other as? Self) == self
  }
}
