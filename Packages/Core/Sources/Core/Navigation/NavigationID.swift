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

/// What tells one child state from another at the same place: its `id` when the state is
/// `Identifiable`, otherwise nothing (every value of the type is the same child).
///
/// Checked at run time, as TCA does, so that a reducer need not declare whether its state is
/// identifiable.
@usableFromInline
func navigationIdentifier<ChildState>(of state: ChildState) -> AnyHashable? {
  guard let identifiable = ChildState.self as? any Identifiable.Type else { return nil }
  return identifier(of: state, as: identifiable)
}

private func identifier<ChildState, Identified: Identifiable>(
  of state: ChildState, as _: Identified.Type
) -> AnyHashable {
  // NB: `ChildState` is `Identified`: the caller got `Identified` by casting
  // `ChildState.self`, so the value is read as what it is without boxing it.
  withUnsafePointer(to: state) { pointer in
    pointer.withMemoryRebound(to: Identified.self, capacity: 1) { AnyHashable($0.pointee.id) }
  }
}
