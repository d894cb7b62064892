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
  ///
  /// - Parameters:
  ///   - toStackState: A writable key path to the ``StackState``.
  ///   - toStackAction: A case path to the ``StackAction``.
  ///   - destination: The reducer of one screen, usually an enum of the screens that can be
  ///     pushed.
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
  /// here. The stack's own actions are handled out of line (``handle(_:in:action:)``).
  @inlinable
  public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action>
  {
    var elementEffect = Effect<Parent.Action>.none
    var popAfterParent: StackElementID?
    if let stackAction = toStackAction.extract(from: action) {
      (elementEffect, popAfterParent) = handle(stackAction, in: &state, action: action)
    }

    let mounted = state[keyPath: toStackState].mounted
    let idsBefore = state[keyPath: toStackState].ids
    let parentEffect = parent.reduce(into: &state, action: action)
    if let popAfterParent {
      state[keyPath: toStackState].pop(from: popAfterParent)
    }
    let idsAfter = state[keyPath: toStackState].ids
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

  /// Runs a stack action: an element's action, a push, or a pop (returned, to be done after
  /// the parent has run). Returns the element's effect.
  @usableFromInline
  func handle(
    _ stackAction: StackAction<Destination.State, Destination.Action>,
    in state: inout Parent.State, action: Parent.Action
  ) -> (Effect<Parent.Action>, popAfterParent: StackElementID?) {
    switch stackAction {
    case let .element(id, elementAction):
      return (
        reduceElement(id: id, action: elementAction, in: &state, parentAction: action), nil
      )
    case let .popFrom(id):
      if state[keyPath: toStackState].ids.contains(id) { return (.none, id) }
      reportMissing(id, action: action, doing: "pop from")
    case let .push(id, elementState):
      if state[keyPath: toStackState].ids.contains(id) {
        site.reportIssue(
          """
          A stack "forEach" at "\(site)" received a push with id \(id), which is already on \
          the stack. The push was ignored:

            \(action)

          Push each element with a new id, from "@Dependency(\\.stackElementID)".
          """
        )
      } else {
        @Dependency(\.stackElementID) var stackElementID
        stackElementID.reserve(id)
        state[keyPath: toStackState][id: id] = elementState
      }
    }
    return (.none, nil)
  }

  /// The navigation id of the element with `id`.
  @usableFromInline
  func navigationID(for id: StackElementID) -> NavigationID {
    NavigationID(site: toStackState, type: Destination.State.self, identifier: id)
  }

  private func reduceElement(
    id: StackElementID, action: Destination.Action, in state: inout Parent.State,
    parentAction: Parent.Action
  ) -> Effect<Parent.Action> {
    let effect = state[keyPath: toStackState].withElement(id: id) {
      destination.reducePresented(into: &$0, action: action)
    }
    guard let effect else {
      reportMissing(id, action: parentAction, doing: "run an action for")
      return .none
    }
    if effect.isNone { return .none }
    return effect.map {
      StackAction<Destination.State, Destination.Action>.element(id: id, action: $0)
    }
    .dismissible { .popFrom(id: id) }
    .scopedToChild(navigationID(for: id), embed: toStackAction._embed)
  }

  private func reportMissing(_ id: StackElementID, action: Parent.Action, doing what: String) {
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
