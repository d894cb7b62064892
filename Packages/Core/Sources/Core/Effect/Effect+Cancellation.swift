extension Effect {
  /// This effect, made cancellable by ``cancel(id:)`` with the same `id`.
  ///
  /// Ids belong to the store that runs the effect: two stores using the same id do not
  /// cancel each other's effects. Within a store, an id belongs to the feature that uses it
  /// and to the features above it: a `cancel(id:)` returned by a feature cancels its own
  /// effects with that id and those of every child it integrates (`Scope`, `ifLet`,
  /// `ifCaseLet`, `forEach`, presentation, stacks), but never a sibling's or its parent's.
  /// So each element of a collection has its own ids, and a parent can still stop them all.
  ///
  /// ```swift
  /// case .searchQueryChanged(let query):
  ///   return .run { send in await send(.results(try await api.search(query))) }
  ///     .cancellable(id: CancelID.search, cancelInFlight: true)
  /// ```
  ///
  /// - Parameters:
  ///   - id: Any hashable value; an enum `CancelID` per feature reads best.
  ///   - cancelInFlight: Cancel this feature's effects already running with this id before
  ///     starting this one. Use it to debounce or to keep only the latest request.
  public func cancellable(id: some Hashable & Sendable, cancelInFlight: Bool = false) -> Self {
    if isNone && !cancelInFlight { return self }
    return Self(.cancellable(id: CancelID(id), cancelInFlight: cancelInFlight, self))
  }

  /// An effect that cancels every effect in flight that was made cancellable with `id` by
  /// this feature or by a feature it integrates.
  ///
  /// ```swift
  /// case .stopButtonTapped:
  ///   return .cancel(id: CancelID.timer)
  /// ```
  public static func cancel(id: some Hashable & Sendable) -> Self {
    Self(.cancel(id: CancelID(id)))
  }
}

extension Effect {
  /// This effect as its parent sees it: every cancellation id it mentions moved under the
  /// child `child`.
  func moved(under child: NavigationID) -> Self {
    switch operation {
    case .none, .send:
      return self
    case var .run(run):
      run.path = run.path.prepending(child)
      return Self(.run(run))
    case let .merge(effects):
      return Self(.merge(effects.map { $0.moved(under: child) }))
    case let .concatenate(effects):
      return Self(.concatenate(effects.map { $0.moved(under: child) }))
    case let .cancellable(id, cancelInFlight, effect):
      return Self(
        .cancellable(
          id: id.moved(under: child), cancelInFlight: cancelInFlight, effect.moved(under: child))
      )
    case let .cancel(id):
      return Self(.cancel(id: id.moved(under: child)))
    }
  }

  /// A child's effect lifted into its parent: actions embedded by `embed`, cancellation ids
  /// moved under the child, and the whole of it cancellable as the child's effects.
  @inlinable
  func scopedToChild<ParentAction>(
    _ child: @autoclosure () -> NavigationID, embed: @escaping @Sendable (Action) -> ParentAction
  ) -> Effect<ParentAction> {
    if isNone { return .none }
    return liftedToParent(child(), embed: embed)
  }

  @usableFromInline
  func liftedToParent<ParentAction>(
    _ child: NavigationID, embed: @escaping @Sendable (Action) -> ParentAction
  ) -> Effect<ParentAction> {
    let lifted = map(embed).moved(under: child)
    return Effect<ParentAction>(
      .cancellable(id: .effects(of: child), cancelInFlight: false, lifted))
  }

  /// Cancels every effect of the child `child` and of the features below it.
  @usableFromInline
  static func cancelEffects(of child: NavigationID) -> Self {
    Self(.cancel(id: .effects(of: child)))
  }

  /// Cancels the effects of the child that was at a place before a reduce, when another
  /// child, or none, is there after it.
  @inlinable
  static func cancelEffects(ofChild before: NavigationID?, ifNow after: NavigationID?) -> Self {
    guard let before, before != after else { return .none }
    return .cancelEffects(of: before)
  }

  /// Cancels the effects of every element whose id is in `before` and not in `after`: the
  /// elements a parent removed from a collection or popped from a stack.
  @inlinable
  static func cancelEffects<ID: Hashable>(
    ofRemoved before: [ID], keeping after: [ID], _ navigationID: (ID) -> NavigationID
  ) -> Self {
    // NB: Comparing id arrays is O(1) when the parent left them alone: Array's `==` checks
    // for a shared buffer first.
    guard before != after else { return .none }
    let remaining = Set(after)
    return .merge(
      before.filter { !remaining.contains($0) }.map { .cancelEffects(of: navigationID($0)) })
  }
}
