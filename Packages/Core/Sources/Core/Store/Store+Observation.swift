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
  @inlinable
  public subscript<Member: Equatable>(dynamicMember keyPath: KeyPath<State, Member>) -> Member {
    let value = core.state[keyPath: keyPath]
    track(
      .value, keyPath,
      check: Self.check(
        of: keyPath, readAs: value, derive: core.stateDeriver, rootOffset: core.rootOffset,
        stateAddress: core.stateAddress, rowMember: core.rowMember))
    return value
  }

  /// The check of the member at `keyPath` read as `value`. When the member lies in place (at
  /// a fixed offset in the root state, or in a row's element), the check finds it itself,
  /// and compares it with `==` only when its bytes are not those of the value last found
  /// (``sameBytes(_:_:count:)``): through the ``reader(of:derive:rootOffset:stateAddress:)``
  /// the general case uses, it would make one more closure call per member in every send, and
  /// copy the member (a retain and a release of each object it holds).
  // NB: Made in a nonisolated function: see `StoreObservation.check(_:readAs:)`.
  @inlinable
  nonisolated static func check<Member: Equatable>(
    of keyPath: KeyPath<State, Member>, readAs value: Member,
    derive: @escaping (UnsafeRawPointer) -> State?, rootOffset: Int?,
    stateAddress: ((UnsafeRawPointer) -> UnsafeRawPointer?)?, rowMember: RowMemberMaker?
  ) -> StoreObservation.MemberCheck {
    if let offset = MemoryLayout<State>.offset(of: keyPath) {
      if let base = rootOffset {
        return .alone(StoreObservation.check(at: base + offset, readAs: value))
      }
      let last = LastFound(value)
      if let rowMember, !MemberBytes.isTurnedOff {
        return .inRow(
          rowMember(offset, MemoryLayout<Member>.size, last.valueAddress) {
            last.update(to: $0.load(as: Member.self))
          })
      }
      if let stateAddress {
        return .alone {
          last.update(to: stateAddress($0)?.load(fromByteOffset: offset, as: Member.self))
        }
      }
    }
    return .alone(
      StoreObservation.check(
        reader(of: keyPath, derive: derive, rootOffset: rootOffset, stateAddress: stateAddress),
        readAs: value))
  }

  /// Reads the value at `keyPath` of this store's state from the root state, given by
  /// address: in place when stored properties reach it from the root or the store finds its
  /// state in place (a row's element), otherwise through the scopes' derivations; `nil` once
  /// the store's state is gone. Inlinable, so that the reads are specialized where the types
  /// are known.
  @inlinable
  func value<Member>(at keyPath: KeyPath<State, Member>) -> (UnsafeRawPointer) -> Member? {
    Self.reader(
      of: keyPath, derive: core.stateDeriver, rootOffset: core.rootOffset,
      stateAddress: core.stateAddress)
  }

  @inlinable
  nonisolated static func reader<Member>(
    of keyPath: KeyPath<State, Member>, derive: @escaping (UnsafeRawPointer) -> State?,
    rootOffset: Int?, stateAddress: ((UnsafeRawPointer) -> UnsafeRawPointer?)?
  ) -> (UnsafeRawPointer) -> Member? {
    guard let offset = MemoryLayout<State>.offset(of: keyPath) else {
      return { derive($0)?[keyPath: keyPath] }
    }
    if let base = rootOffset {
      let at = base + offset
      return { $0.load(fromByteOffset: at, as: Member.self) }
    }
    if let stateAddress {
      return { stateAddress($0)?.load(fromByteOffset: offset, as: Member.self) }
    }
    return { root in
      derive(root).map { state in
        withUnsafeBytes(of: state) { $0.load(fromByteOffset: offset, as: Member.self) }
      }
    }
  }

  /// A property of the state whose type is not `Equatable`: tracked as changed by every send
  /// that reduced an action. A `Shared` value it holds is tracked on its own
  /// (``SharedObservation``), whoever changes it.
  @inlinable
  public subscript<Member>(dynamicMember keyPath: KeyPath<State, Member>) -> Member {
    track(.value, keyPath, check: .alone(changedByEveryReduce()))
    return core.state[keyPath: keyPath]
  }

  /// Remembers a read of `kind` at `path` in this store's tree, once, with `check` (given the
  /// root state by address), when the read is made inside a tracking (``TrackingProbe``).
  @usableFromInline
  func track(
    _ kind: StoreObservation.Key.Kind, _ path: AnyKeyPath?,
    check: @autoclosure () -> StoreObservation.MemberCheck
  ) {
    // NB: A tree that no tracking has read has no observation yet, and a read outside any
    // tracking does not make one: its observer would cost every send a copy of the state.
    let word = StoreObservation.ReadMembers.word(path: path, kind: kind)
    let observation: StoreObservation
    if let existing = core.existingObservation {
      let generation = existing.withBorrowed { $0.generation }
      if let found = core.readMembers?.keyPath(for: word, in: generation) {
        existing.withBorrowed { observation in
          found.withBorrowed { observation.access(remembered: $0) }
        }
        return
      }
      observation = existing.takeUnretainedValue()
    } else if TrackingProbe.isTracking() {
      observation = core.observation
    } else {
      return
    }
    let remembered = observation.access(
      StoreObservation.Key(scope: core.scopeIdentity, kind: kind, path: path), check: check())
    guard let remembered else { return }
    let readMembers = core.readMembers ?? StoreObservation.ReadMembers()
    core.readMembers = readMembers
    readMembers.keep(
      StoreObservation.ReadMember(
        keyPath: remembered, generation: observation.generation, path: path),
      for: word)
  }

  /// The check of a member that is not `Equatable`: changed when the root reduced an action
  /// since it last looked, gone once this store's state is.
  @usableFromInline
  func changedByEveryReduce() -> (UnsafeRawPointer) -> StoreObservation.Check {
    let version = core.stateVersion
    let derive = core.stateDeriver
    let last = LastFound(version.count)
    return { root in
      let count = version.count
      if count == last.value { return .unchanged }
      if derive(root) == nil { return .gone }
      last.value = count
      return .changed
    }
  }

  /// Tracks the whole state: compared with `==` when it is `Equatable`, otherwise changed by
  /// every send that reduced an action.
  @usableFromInline
  func trackWholeState() {
    track(.value, nil, check: .alone(wholeStateCheck()))
  }

  private func wholeStateCheck() -> (UnsafeRawPointer) -> StoreObservation.Check {
    guard let read = core.state as? any Equatable else { return changedByEveryReduce() }
    return Self.wholeStateCheck(core.stateDeriver, readAs: read)
  }

  private nonisolated static func wholeStateCheck<Read: Equatable>(
    _ derive: @escaping (UnsafeRawPointer) -> State?, readAs read: Read
  ) -> (UnsafeRawPointer) -> StoreObservation.Check {
    StoreObservation.check({ derive($0).map { $0 as! Read } }, readAs: read)
  }
}

extension Store {
  /// Where this store sits in its tree: equal for two stores of one tree scoped the same way
  /// (by key paths, element ids and enum cases), in one render or the next; a store scoped
  /// with a closure has one of its own. What a view layer keys what it built from a store
  /// by, so that it can reuse it for the store the next render scopes the same way.
  public var scopeID: StoreScopeID { StoreScopeID(scope: core.scopeIdentity) }
}

/// A store's place in its tree (``Store/scopeID``).
public struct StoreScopeID: Hashable {
  let scope: ScopeIdentity
}
