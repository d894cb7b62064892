/// A cancellation id as a store keeps it: the value a reducer passed to `cancellable(id:)` or
/// `cancel(id:)`, and where in the tree of features that reducer runs.
///
/// An effect is registered under its id at its own feature's path and at every path above it,
/// so a `cancel(id:)` reaches the effects of the feature that returns it and of every feature
/// below that one, but never a sibling's or a parent's: TCA's rule.
@usableFromInline
struct CancelID: Hashable, @unchecked Sendable {
  // Safe because the initialiser takes a `Sendable` value, and `AnyHashable` is an immutable
  // box around it.
  @usableFromInline let base: AnyHashable
  /// The feature that used the id, from the root; empty for the root feature.
  @usableFromInline var path: NavigationIDPath

  @usableFromInline
  init(_ base: some Hashable & Sendable, path: NavigationIDPath = NavigationIDPath()) {
    self.base = AnyHashable(base)
    self.path = path
  }

  private init(base: AnyHashable, path: NavigationIDPath) {
    self.base = base
    self.path = path
  }

  /// The id every effect of the child `child` is registered under, to cancel the child's
  /// effects as a whole when it goes away.
  static func effects(of child: NavigationID) -> Self {
    CancelID(ChildEffects(), path: NavigationIDPath(ids: [child]))
  }

  /// This id moved one level down, under the child `child` of the parent that sees it.
  func moved(under child: NavigationID) -> Self {
    CancelID(base: base, path: path.prepending(child))
  }

  /// The ids an effect with this id is registered under: at its path and every path above.
  var registrations: [CancelID] {
    path.prefixes.map { CancelID(base: base, path: $0) }
  }
}

/// The base of ``CancelID/effects(of:)``: no reducer can name it.
private struct ChildEffects: Hashable, Sendable {}
