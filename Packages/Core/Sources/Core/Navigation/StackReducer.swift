extension Reducer {
  /// Runs `destination` on the screens of a navigation stack, then this reducer; handles
  /// pushes and pops.
  ///
  /// - `.element(id:action:)` runs `destination` on that screen. Its effects can pop it with
  ///   `@Dependency(\.dismiss)`, and it sees `@Dependency(\.isPresented)` as `true`.
  /// - `.push(id:state:)` puts the state on top, then runs this reducer.
  /// - `.popFrom(id:)` runs this reducer first (it can still read the screens), then pops the
  ///   screen and every screen above it.
  /// - Every effect of a screen that leaves the stack, however it leaves, is cancelled.
  ///
  /// An action for a screen that is not on the stack (popped while its effect was in
  /// flight) is ignored and reported as an issue naming the action.
  ///
  /// ```swift
  /// Reduce { state, action in ... }
  ///   .forEach(\.path, action: .case(Action.path, \.path)) { Path() }
  /// ```
  @inlinable
  public func forEach<DestinationState, DestinationAction, Destination: Reducer>(
    _ toStackState: WritableKeyPath<State, StackState<DestinationState>>,
    action toStackAction: AnyCasePath<Action, StackAction<DestinationState, DestinationAction>>,
    @ReducerBuilder<DestinationState, DestinationAction> destination: () -> Destination,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _StackReducer<Self, Destination>
  where Destination.State == DestinationState, Destination.Action == DestinationAction {
    _StackReducer(
      parent: self, destination: destination(), toStackState: toStackState,
      toStackAction: toStackAction,
      site: ReducerSite(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }
}

/// The reducer the stack `forEach` builds.
public struct _StackReducer<Parent: Reducer, Destination: Reducer>: Reducer {
  @usableFromInline let parent: Parent
  @usableFromInline let destination: Destination
  @usableFromInline let toStackState: WritableKeyPath<Parent.State, StackState<Destination.State>>
  @usableFromInline
  let toStackAction: AnyCasePath<Parent.Action, StackAction<Destination.State, Destination.Action>>
  @usableFromInline let site: ReducerSite

  @inlinable
  init(
    parent: Parent, destination: Destination,
    toStackState: WritableKeyPath<Parent.State, StackState<Destination.State>>,
    toStackAction: AnyCasePath<Parent.Action, StackAction<Destination.State, Destination.Action>>,
    site: ReducerSite
  ) {
    self.parent = parent
    self.destination = destination
    self.toStackState = toStackState
    self.toStackAction = toStackAction
    self.site = site
  }

  /// Routes stack actions as described on `forEach`, and cancels the effects of every
  /// screen that left the stack.
  ///
  /// Inlinable, so that a feature's module specializes it: every send to the parent passes
  /// here, and an element's action is run here too. Pushes and pops are handled out of
  /// line.
  @inlinable
  public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action>
  {
    var elementEffect = Effect<Parent.Action>.none
    var popAfterParent: StackElementID?
    let offset = site.childLayout(of: toStackState, childState: Destination.State.self).offset
    switch toStackAction.extract(from: action) {
    case let .element(id, elementAction)?:
      elementEffect = reduceElement(
        id: id, action: elementAction, in: &state, at: offset, parentAction: action)
    case let .popFrom(id)?:
      popAfterParent = checkedPop(from: id, in: state, action: action)
    case let .push(id, elementState)?:
      push(elementState, id: id, into: &state, action: action)
    case nil:
      break
    }

    let (mounted, idsBefore) = readStored(toStackState, at: offset, in: &state) {
      ($0.mounted, $0.ids)
    }
    let parentEffect = parent.reduce(into: &state, action: action)
    if let popAfterParent {
      state[keyPath: toStackState].pop(from: popAfterParent)
    }
    let idsAfter = readStored(toStackState, at: offset, in: &state) { $0.ids }
    if mounted != idsAfter {
      state[keyPath: toStackState].mounted = idsAfter
    }
    // NB: Elements seen mounted last time but gone before this parent ran were removed by
    // another reducer; their effects are cancelled too, as TCA does. Closures, not the method
    // `navigationID(for:)` passed as a value: that allocated a context holding a copy of this
    // reducer on every send.
    let removedElsewhere: Effect<Parent.Action> = .cancelEffects(
      ofRemoved: mounted, keeping: idsBefore, { navigationID(for: $0) })
    return elementEffect.merge(with: parentEffect).merge(
      with: .cancelEffects(ofRemoved: idsBefore, keeping: idsAfter, { navigationID(for: $0) })
    )
    .merge(with: removedElsewhere)
  }

  /// `id` when it is on the stack, to be popped from once the parent has run; otherwise
  /// reports the pop and returns `nil`.
  @usableFromInline
  func checkedPop(from id: StackElementID, in state: Parent.State, action: Parent.Action)
    -> StackElementID?
  {
    if state[keyPath: toStackState].ids.contains(id) { return id }
    Self.reportMissing(id, action: action, doing: "pop from", at: site)
    return nil
  }

  /// Pushes `elementState` with `id`, or reports the push when `id` is already on the stack.
  @usableFromInline
  func push(
    _ elementState: Destination.State, id: StackElementID, into state: inout Parent.State,
    action: Parent.Action
  ) {
    guard !state[keyPath: toStackState].ids.contains(id) else {
      site.reportIssue(
        """
        A stack "forEach" at "\(site)" received a push with id \(id), which is already on \
        the stack. The push was ignored:

          \(action)

        Push each element with a new id, from "@Dependency(\\.stackElementID)".
        """
      )
      return
    }
    @Dependency(\.stackElementID) var stackElementID
    stackElementID.reserve(id)
    state[keyPath: toStackState][id: id] = elementState
  }

  /// The navigation id of the element with `id`.
  @usableFromInline
  func navigationID(for id: StackElementID) -> NavigationID {
    NavigationID(site: toStackState, type: Destination.State.self, identifier: ChildKey(id: id))
  }

  /// Runs the action of the element with `id`; `offset` is the stack's stored offset.
  @inlinable
  func reduceElement(
    id: StackElementID, action: Destination.Action, in state: inout Parent.State,
    at offset: Int?, parentAction: Parent.Action
  ) -> Effect<Parent.Action> {
    let effect = modifyStored(toStackState, at: offset, in: &state) { stack in
      stack.withElement(id: id) { destination.reducePresented(into: &$0, action: action) }
    }
    guard let effect else {
      Self.reportMissing(id, action: parentAction, doing: "run an action for", at: site)
      return .none
    }
    if effect.isNone { return .none }
    return effect.map {
      StackAction<Destination.State, Destination.Action>.element(id: id, action: $0)
    }
    .dismissible { .popFrom(id: id) }
    .scopedToChild(navigationID(for: id), embed: toStackAction._embed)
  }

  /// Reports an action for an element that is not on the stack. Static and given only the
  /// site, so that the send path does not keep a copy of the whole reducer for it.
  @usableFromInline
  static func reportMissing(
    _ id: StackElementID, action: Parent.Action, doing what: String, at site: ReducerSite
  ) {
    site.reportIssue(
      """
      A stack "forEach" at "\(site)" was asked to \(what) element \(id), which is not on the \
      stack. The action was ignored:

        \(action)

      This usually means the element was popped while it still had an effect in flight, or \
      a view sent an action for a screen that is gone.
      """
    )
  }
}
