import Synchronization

/// What a child reducer asks of the key path to its child state on every send: where the
/// child lies in its parent (``storedOffset(of:)``) and whether the child's type has value
/// identity (``hasValueIdentity(_:)``).
///
/// Each answer is a look-up in a global table, about 80 instructions for both on every level
/// of a nested send. A call site's record remembers the answers for the first few key path
/// objects asked about there (see ``ReducerSite/childLayout(of:childState:)``), so a send
/// reads them with a few loads.
@usableFromInline
struct ChildLayout: Sendable {
  /// The child's offset in its parent, or `nil` when the key path is not stored properties
  /// all the way down.
  @usableFromInline let offset: Int?
  /// Whether the child state is `Identifiable` or an enum: another child then means another
  /// `id` or case, not only another presence.
  @usableFromInline let hasValueIdentity: Bool
  /// Whether its identity is a ``PlainIdentifiedChild``.
  @usableFromInline let hasPlainID: Bool
  /// Whether the child state is an alert or a dialog (``_EphemeralState``), which `ifLet`
  /// clears once one of its actions has run. Remembered here: asked on every child action,
  /// the runtime's answer for a type that is not one cost as much as the rest of the send.
  @usableFromInline let isEphemeral: Bool
  /// Whether the child state is an enum that may be ephemeral by its case
  /// (``someCaseMayBeEphemeral(_:)``), which is then asked of each child value.
  @usableFromInline let hasEphemeralCases: Bool
  /// Whether the child state is a class, which can change without its parent's wrapper
  /// knowing. Remembered here: `State.self is AnyObject.Type` asks the runtime on every send.
  @usableFromInline let isClass: Bool
  /// The address of the site's ``ChildLayoutRecord`` that answered, or `0` when the site
  /// remembers none for the key path: what else the site decided for it is read there, without
  /// walking its list again (``ReducerSite/wrapperOffset(of:in:record:)``).
  @usableFromInline var record: UInt = 0

  @inlinable
  init(
    offset: Int?, traits: IdentityTraits, isEphemeral: Bool, hasEphemeralCases: Bool,
    isClass: Bool
  ) {
    self.offset = offset
    self.hasValueIdentity = traits.hasValueIdentity
    self.hasPlainID = traits.hasPlainID
    self.isEphemeral = isEphemeral
    self.hasEphemeralCases = hasEphemeralCases
    self.isClass = isClass
  }
}

/// A ``ChildLayout`` and the key path it answers for, in a call site's list; immortal once in
/// the list. It holds the key path, so no other key path can have that address while it
/// lives.
@usableFromInline
final class ChildLayoutRecord: @unchecked Sendable {
  // NB: Unchecked: `AnyKeyPath` is not `Sendable`, but a key path is immutable, and this one
  // is only compared by identity.
  @usableFromInline let path: AnyKeyPath
  @usableFromInline let layout: ChildLayout
  /// The address of the record added before this one at the same site, or `0`.
  @usableFromInline let next: UInt
  /// How many records the list holds from this one on.
  let count: Int
  /// For a key path to a `PresentationState`, where the wrapper is stored (``WrapperOffset``):
  /// decided once, the first time the wrapper holds a child.
  @usableFromInline let wrapperOffset = Atomic<Int>(WrapperOffset.undecided)

  init(path: AnyKeyPath, layout: ChildLayout, next: UInt, count: Int) {
    self.path = path
    self.layout = layout
    self.next = next
    self.count = count
  }

  /// How many key paths a site remembers: a call site's key path literal is one object per
  /// copy of the code that evaluates it (the compiler may inline a body in more than one
  /// place), and a generic reducer's is made again on every evaluation.
  static let limit = 8
}

extension ReducerSite {
  /// The offset of the `PresentationState` that `path` reads (``WrapperOffset``), deciding it
  /// from `state` while it is undecided; ``WrapperOffset/keyPath`` when this site does not
  /// remember `path` (its list is full). `record` is the ``ChildLayout/record`` that
  /// ``childLayout(of:childState:)`` answered for `path`.
  @inlinable
  @inline(__always)
  func wrapperOffset<Root, Child>(
    of path: KeyPath<Root, PresentationState<Child>>, in state: Root, record: UInt
  ) -> Int {
    guard let pointer = UnsafeRawPointer(bitPattern: record) else { return WrapperOffset.keyPath }
    let offset = Unmanaged<ChildLayoutRecord>.fromOpaque(pointer)._withUnsafeGuaranteedRef {
      $0.wrapperOffset.load(ordering: .relaxed)
    }
    guard offset == WrapperOffset.undecided else { return offset }
    return decideWrapperOffset(
      of: path, in: state, record: Unmanaged<ChildLayoutRecord>.fromOpaque(pointer))
  }

  /// Decides the offset of the `PresentationState` that `path` reads from `state`, and keeps
  /// it in `record` once decided. Out of line: a send decides it only until it is.
  @inlinable
  @inline(never)
  func decideWrapperOffset<Root, Child>(
    of path: KeyPath<Root, PresentationState<Child>>, in state: Root,
    record: Unmanaged<ChildLayoutRecord>
  ) -> Int {
    let decided =
      WrapperOffset.isTurnedOff
      ? WrapperOffset.keyPath : WrapperOffset.decide(for: path, in: state)
    if decided != WrapperOffset.undecided {
      record._withUnsafeGuaranteedRef { $0.wrapperOffset.store(decided, ordering: .relaxed) }
    }
    return decided
  }

  /// The layout of the child that `path` reaches, whose state is of type `childState`.
  ///
  /// Read from this site's record when the site remembers it for this key path object;
  /// otherwise asked of the tables, and remembered while the site holds fewer than
  /// ``ChildLayoutRecord/limit`` key paths. Past that (a generic reducer's key path, made
  /// again on every evaluation, say), a key path the list does not hold is looked for in the
  /// whole list and then answered by the tables, every time: slower than before there was a
  /// list, never wrong.
  ///
  /// The answers are remembered by key path only, so `childState` must follow from the key
  /// path's `Value`: the child state it holds, or wraps (`Indirect`, `PresentationState`,
  /// the element of a collection), as every caller passes it.
  @inlinable
  @inline(__always)
  func childLayout<Root, Value>(
    of path: WritableKeyPath<Root, Value>, childState: Any.Type
  ) -> ChildLayout {
    var address = record._withUnsafeGuaranteedRef { $0.childLayouts.load(ordering: .acquiring) }
    while let pointer = UnsafeRawPointer(bitPattern: address) {
      // NB: Read without a retain: the site's record keeps the list alive.
      let (remembered, next) = Unmanaged<ChildLayoutRecord>.fromOpaque(pointer)
        ._withUnsafeGuaranteedRef { ($0.path === path ? $0.layout : nil, $0.next) }
      if var remembered {
        remembered.record = address
        return remembered
      }
      address = next
    }
    return rememberChildLayout(of: path, childState: childState)
  }

  /// Asks the tables for the layout of the child `path` reaches, and adds it to this site's
  /// list, unless the list is full. Kept out of line: the look-up above stays small.
  @inlinable
  @inline(never)
  func rememberChildLayout<Root, Value>(
    of path: WritableKeyPath<Root, Value>, childState: Any.Type
  ) -> ChildLayout {
    rememberChildLayout(
      ChildLayout(
        offset: storedOffset(of: path), traits: identityTraits(childState),
        isEphemeral: childState is any _EphemeralState.Type,
        hasEphemeralCases: someCaseMayBeEphemeral(childState),
        isClass: childState is AnyObject.Type),
      of: path)
  }

  /// Adds `layout` for `path` to this site's list, unless the list is full; returns it, with
  /// the address of the record that holds it once it is added.
  @usableFromInline
  func rememberChildLayout(_ layout: ChildLayout, of path: AnyKeyPath) -> ChildLayout {
    let site = record.takeUnretainedValue()
    var head = site.childLayouts.load(ordering: .acquiring)
    while true {
      let count = UnsafeRawPointer(bitPattern: head).map {
        Unmanaged<ChildLayoutRecord>.fromOpaque($0).takeUnretainedValue().count
      }
      guard (count ?? 0) < ChildLayoutRecord.limit else { return layout }
      // NB: Retained once and never released once added: the site keeps it.
      let added = Unmanaged.passRetained(
        ChildLayoutRecord(path: path, layout: layout, next: head, count: (count ?? 0) + 1))
      let exchange = site.childLayouts.compareExchange(
        expected: head, desired: UInt(bitPattern: added.toOpaque()),
        ordering: .acquiringAndReleasing)
      if exchange.exchanged {
        var remembered = layout
        remembered.record = UInt(bitPattern: added.toOpaque())
        return remembered
      }
      // Another thread added a record first: look at the list again.
      added.release()
      head = exchange.original
    }
  }
}
