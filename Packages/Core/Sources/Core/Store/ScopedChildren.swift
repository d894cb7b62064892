/// A child store a parent keeps, so that scoping the same way again returns it: named by the
/// state key path it was scoped by (or for an enum case scope by the case's tag), by the action
/// route it sends through (``RouteID``), and by the child store's type (two scopes of one path,
/// optional and not, are two stores). A class: looking one up then copies no `ChildKey`.
final class KeptChild {
  /// `nil` for an enum case scope, named by `tag`.
  let path: AnyKeyPath?
  let tag: UInt32
  let route: RouteID
  let type: ObjectIdentifier
  /// For an optional scope, the child the store was made for: another child at the same
  /// path (another enum case or `id`) gets a store of its own.
  let child: ChildKey?
  /// A `Store`, or an `ElementStores` for a collection's rows.
  let store: AnyObject

  init(
    path: AnyKeyPath?, tag: UInt32, route: RouteID, type: ObjectIdentifier, child: ChildKey?,
    store: AnyObject
  ) {
    self.path = path
    self.tag = tag
    self.route = route
    self.type = type
    self.child = child
    self.store = store
  }
}

/// The row stores of one collection scope, by id.
@usableFromInline
@MainActor
final class ElementStores<ID: Hashable, ElementState, ElementAction, Action> {
  @usableFromInline var stores: [ID: Store<ElementState, ElementAction>] = [:]
  /// Held apart from the stores: the rows' cores hold it, and holding the stores too would
  /// make a cycle.
  @usableFromInline let route: ElementRoute<ID, ElementAction, Action>

  @inlinable
  init(route: @escaping (ID, ElementAction) -> Action) {
    self.route = ElementRoute(route)
  }
}

/// The route a collection's rows send their actions through.
@usableFromInline
final class ElementRoute<ID, ElementAction, Action> {
  /// Set by each scope call with the same route's code, so that rows send through the route
  /// the latest such call gave.
  // NB: Unchecked: set by `Store.elementStores` and read by a row's send, both on the main
  // actor, and neither access outlives its statement (the route is copied, then called).
  // Checked by `ScopedChildrenTests.twoRoutesIntoOneCollectionGetTwoSetsOfRows`.
  @exclusivity(unchecked) @usableFromInline var embed: (ID, ElementAction) -> Action

  @inlinable
  init(_ embed: @escaping (ID, ElementAction) -> Action) {
    self.embed = embed
  }
}

extension Store {
  /// The store kept for `path`, `route` and `type`.
  ///
  /// A list searched by identity first: a key path literal is one object wherever its line
  /// runs, so this costs a few comparisons where hashing the key path for a dictionary cost
  /// about 450 instructions; an equal key path made elsewhere is found by `==` after.
  @usableFromInline
  func keptChild(at path: AnyKeyPath, route: RouteID, as type: ObjectIdentifier) -> AnyObject? {
    keptIndex(path, route, type).map { children.unsafelyUnwrapped[$0].store }
  }

  /// The store kept for `path` (or with no path, the enum case `tag`), `route` and `type`, if
  /// it was made for `child`.
  @usableFromInline
  func keptChild(
    at path: AnyKeyPath?, tag: UInt32 = 0, route: RouteID, as type: ObjectIdentifier,
    for child: ChildKey
  ) -> AnyObject? {
    guard let index = keptIndex(path, tag, route, type), let kept = children?[index],
      kept.child == child
    else { return nil }
    return kept.store
  }

  /// Keeps `store` for `path` (or the enum case `tag`), `route` and `type`, made for `child`,
  /// for as long as this store lives, in place of the store kept there before.
  @usableFromInline
  func keep(
    _ store: AnyObject, at path: AnyKeyPath?, tag: UInt32 = 0, route: RouteID,
    as type: ObjectIdentifier, for child: ChildKey? = nil
  ) {
    let kept = KeptChild(
      path: path, tag: tag, route: route, type: type, child: child, store: store)
    if let index = keptIndex(path, tag, route, type) {
      children?[index] = kept
    } else {
      children = (children ?? []) + [kept]
    }
  }

  /// Lets go of the stores kept for cases of this store's enum state other than the one whose
  /// tag is `tag`, the case it is in.
  @usableFromInline
  func forgetCaseChildren(otherThan tag: UInt32) {
    guard let children, children.contains(where: { $0.path == nil && $0.tag != tag }) else {
      return
    }
    self.children = children.filter { $0.path != nil || $0.tag == tag }
  }

  /// Forgets every store kept for `path` and `type`, whatever its route: the child is gone.
  @usableFromInline
  func forgetChildren(at path: AnyKeyPath, as type: ObjectIdentifier) {
    children?.removeAll { $0.type == type && $0.path == path }
  }

  private func keptIndex(
    _ path: AnyKeyPath?, _ tag: UInt32, _ route: RouteID, _ type: ObjectIdentifier
  ) -> Int? {
    if let path { return keptIndex(path, route, type) }
    guard let children else { return nil }
    return children.indices.first {
      children[$0].path == nil && children[$0].tag == tag && children[$0].route == route
        && children[$0].type == type
    }
  }

  private func keptIndex(_ path: AnyKeyPath, _ route: RouteID, _ type: ObjectIdentifier) -> Int? {
    guard let children else { return nil }
    for index in children.indices where children[index].path === path {
      if children[index].route == route && children[index].type == type { return index }
    }
    for index in children.indices
    where children[index].route == route && children[index].type == type {
      if let kept = children[index].path, kept == path { return index }
    }
    return nil
  }
}
