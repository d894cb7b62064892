/// Identifies one child of a parent reducer: where the parent keeps it (a key path, or the
/// call site of an `ifCaseLet`), the type of its state, and which one it is (its `id` when
/// the state is `Identifiable`, or its element id in a collection or a stack).
///
/// Two child states with the same navigation id are the same child: a parent may change one
/// in place, or copy, change and write it back, and the child's effects go on. When the id
/// changes (the child goes away, or another child takes its place) the old child's effects
/// are cancelled. `ifLet`, `ifCaseLet`, presentation, `forEach` and the stack `forEach` all
/// name their children this way.
@usableFromInline
struct NavigationID: Hashable, @unchecked Sendable {
  // Safe because every stored value is immutable and only ever compared and hashed: key
  // paths are immutable objects (`AnyKeyPath` predates Sendable annotations), call sites are
  // plain values, and `identifier` holds an `id` value copied out of child state.
  @usableFromInline let site: AnyHashable
  @usableFromInline let type: ObjectIdentifier
  @usableFromInline let identifier: AnyHashable?

  /// The navigation id of a child of type `type` at `site`, told apart from others at the same
  /// site by `identifier`.
  @usableFromInline
  init(site: AnyHashable, type: Any.Type, identifier: AnyHashable?) {
    self.site = site
    self.type = ObjectIdentifier(type)
    self.identifier = identifier
  }
}

/// The navigation ids from a store's root reducer down to one child: where in the tree of
/// features an effect was started or a cancellation id was used.
@usableFromInline
struct NavigationIDPath: Hashable, Sendable {
  /// Outermost first; empty for the root feature.
  @usableFromInline var ids: [NavigationID]

  /// The path through `ids`, outermost first; the root feature's by default.
  @usableFromInline
  init(ids: [NavigationID] = []) {
    self.ids = ids
  }

  /// The path of `child`'s own feature, seen from the parent that holds it: `child` in front.
  func prepending(_ child: NavigationID) -> Self {
    var path = Self()
    path.ids.reserveCapacity(ids.count + 1)
    path.ids.append(child)
    path.ids.append(contentsOf: ids)
    return path
  }

  /// This path and every path above it: `[]`, `[a]` and `[a, b]` for `[a, b]`.
  var prefixes: [NavigationIDPath] {
    (0...ids.count).map { NavigationIDPath(ids: Array(ids[..<$0])) }
  }
}

/// How an `ifLet` or `ifCaseLet` tells whether the child at its place is still the same after
/// the parent ran: cheaper than a ``NavigationID``, whose site and type are the same for every
/// child at that place anyway.
///
/// Two kinds, chosen per send by ``hasValueIdentity(_:)`` (remembered by the call site,
/// ``ReducerSite/childLayout(of:childState:)``, for `ifLet`): ``AnyChild`` for state that is not
/// `Identifiable`, an empty value, so the check compares two presence flags; and
/// ``IdentifiedChild``, which holds the `id` (or the enum case). `AnyHashable` is a resilient type: every copy
/// of a value that holds one, even `nil`, goes through the runtime's value witnesses, so the
/// common case must not hold one.
@usableFromInline
protocol ChildIdentity: Equatable {
  /// The identity of `child`.
  init<ChildState>(of child: ChildState)
  /// The identifier of the child's ``NavigationID``.
  var identifier: AnyHashable? { get }
}

/// The identity of a child whose state is not `Identifiable`: any child of its type at a
/// place is the same child.
@usableFromInline
struct AnyChild: ChildIdentity {
  @inlinable
  init<ChildState>(of child: ChildState) {}

  @inlinable
  var identifier: AnyHashable? { nil }
}

/// The identity of a child whose state is `Identifiable`: its `id`.
@usableFromInline
struct IdentifiedChild: ChildIdentity {
  @usableFromInline let identifier: AnyHashable?

  @inlinable
  init<ChildState>(of child: ChildState) {
    identifier = navigationIdentifier(of: child)
  }
}

/// What tells one child state from another at the same place, as TCA's navigation ids do:
/// its `id` when the state is `Identifiable`, its case when the state is an enum (a
/// destination moved from `.edit` to `.alert` is another child), both for an identifiable
/// enum, otherwise nothing (every value of the type is the same child).
///
/// Checked at run time, as TCA does, so that a reducer need not declare any of it. A state
/// that is neither costs a cache hit (``hasValueIdentity(_:)``) and no boxing. Inlinable, so
/// that where the child's type is known the casts below are settled by the compiler: called
/// through Core's generic code, the cast to `Identifiable` asked the runtime on every call
/// (about 2,700 instructions with the boxing; `Destination.IfCaseLetSend` calls it twice).
@inlinable
func navigationIdentifier<ChildState>(of state: ChildState) -> AnyHashable? {
  guard hasValueIdentity(ChildState.self) else { return nil }
  var id: AnyHashable?
  if let identifiable = ChildState.self as? any Identifiable.Type {
    id = identifier(of: state, as: identifiable)
  }
  guard isEnumType(ChildState.self) else { return id }
  let enumCase = enumTag(of: state)
  return id.map { AnyHashable(CaseAndID(enumCase: enumCase, id: $0)) } ?? AnyHashable(enumCase)
}

/// The identifier of a child whose state is an identifiable enum.
@usableFromInline
struct CaseAndID: Hashable {
  /// The case, by its tag (``enumTag(of:)``).
  @usableFromInline let enumCase: UInt32
  @usableFromInline let id: AnyHashable

  @usableFromInline
  init(enumCase: UInt32, id: AnyHashable) {
    self.enumCase = enumCase
    self.id = id
  }
}

@inlinable
func identifier<ChildState, Identified: Identifiable>(
  of state: ChildState, as _: Identified.Type
) -> AnyHashable {
  // NB: `ChildState` is `Identified`: the caller got `Identified` by casting
  // `ChildState.self`, so the value is read as what it is without boxing it.
  withUnsafePointer(to: state) { pointer in
    pointer.withMemoryRebound(to: Identified.self, capacity: 1) { AnyHashable($0.pointee.id) }
  }
}

/// Whether values of `ChildState` can be different children: `Identifiable` or an enum.
///
/// Inlined where the type is known, the compiler settles the cast: no look-up in the
/// runtime's conformance tables happens on a send. (A table by type that answered it cost as
/// much as it saved in every benchmark scenario, and was removed.) Asked through `Any.Type`
/// in generic code, it costs a conformance look-up: callers there ask once per call site
/// (``ReducerSite/childLayout(of:childState:)``).
@inlinable
@inline(__always)
func hasValueIdentity<ChildState>(_: ChildState.Type) -> Bool {
  ChildState.self is any Identifiable.Type || isEnumType(ChildState.self)
}
