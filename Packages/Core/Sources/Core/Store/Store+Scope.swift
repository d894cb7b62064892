extension Store {
  /// A store for a part of this store's state and actions, to hand to a child view.
  ///
  /// The child store holds no state of its own: each read derives the child's state from
  /// this store's, and each action it is sent is embedded and sent through this store. It
  /// can never disagree with its parent.
  ///
  /// ```swift
  /// let counterStore = appStore.scope(state: \.counter, action: App.Action.counter)
  /// counterStore.send(.incrementButtonTapped)   // sends .counter(.incrementButtonTapped)
  /// ```
  ///
  /// - Parameters:
  ///   - state: Derives the child's state; usually a key path such as `\.counter`.
  ///   - action: Embeds a child action in this store's actions; usually a case such as
  ///     `Action.counter`.
  @inlinable
  public func scope<ChildState, ChildAction>(
    state: @escaping (State) -> ChildState,
    action: @escaping (ChildAction) -> Action
  ) -> Store<ChildState, ChildAction> {
    // NB: Inlinable, like the optional `scope`, so that the caller specializes it: generic
    // code looks up the metadata of the new store and core at run time, about 1,000
    // instructions per scope.
    Store<ChildState, ChildAction>(
      core: ScopedCore(parent: core, toChildState: state, fromChildAction: action)
    )
  }

  /// A store for optional child state, or `nil` while the child state is `nil`.
  ///
  /// If the parent later sets the child state to `nil`, the child store keeps returning the
  /// last state it read (a view being dismissed can still draw itself), and actions it is
  /// sent then reach the parent's `ifLet`, which reports them.
  ///
  /// ```swift
  /// if let detailStore = store.scope(state: \.detail, action: Action.detail) { ... }
  /// ```
  @inlinable
  public func scope<ChildState, ChildAction>(
    state: @escaping (State) -> ChildState?,
    action: @escaping (ChildAction) -> Action
  ) -> Store<ChildState, ChildAction>? {
    guard let initial = state(core.state) else { return nil }
    return Store<ChildState, ChildAction>(
      core: OptionalScopedCore(
        parent: core, toChildState: state, fromChildAction: action, initial: initial)
    )
  }
}

extension Store {
  /// A store for a part of this store's state, routing actions through the same case path
  /// the reducer's `Scope` uses.
  ///
  /// ```swift
  /// appStore.scope(state: \.counter, action: .case(App.Action.counter, \.counter))
  /// ```
  @inlinable
  public func scope<ChildState, ChildAction>(
    state: @escaping (State) -> ChildState,
    action: AnyCasePath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction> {
    scope(state: state, action: action._embed)
  }

  /// A store for optional child state, or `nil` while it is `nil`, routing actions through a
  /// case path.
  @inlinable
  public func scope<ChildState, ChildAction>(
    state: @escaping (State) -> ChildState?,
    action: AnyCasePath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction>? {
    scope(state: state, action: action._embed)
  }
}

/// A store onto part of its parent's state.
@usableFromInline
@MainActor
final class ScopedCore<ParentState, ParentAction, State, Action>: StoreCore<State, Action> {
  private let parent: StoreCore<ParentState, ParentAction>
  private let toChildState: (ParentState) -> State
  private let fromChildAction: (Action) -> ParentAction

  @usableFromInline
  init(
    parent: StoreCore<ParentState, ParentAction>,
    toChildState: @escaping (ParentState) -> State,
    fromChildAction: @escaping (Action) -> ParentAction
  ) {
    self.parent = parent
    self.toChildState = toChildState
    self.fromChildAction = fromChildAction
  }

  override var state: State {
    toChildState(parent.state)
  }

  override func send(_ action: Action) -> StoreTask {
    parent.send(fromChildAction(action))
  }

  override var dependencies: DependencyValues { parent.dependencies }

  override var stateVersion: StateVersion { parent.stateVersion }

  override func addObserver(_ observer: @escaping @MainActor (State) -> Void) -> ObservationFlag {
    let toChildState = self.toChildState
    return parent.addObserver { observer(toChildState($0)) }
  }
}

/// A store onto optional state of its parent, showing the last non-`nil` value it read.
@usableFromInline
@MainActor
final class OptionalScopedCore<ParentState, ParentAction, State, Action>: StoreCore<State, Action> {
  /// The last non-`nil` child state read, shared with observers so they need not keep the
  /// core alive.
  private final class LastState {
    // NB: Unchecked exclusivity, as the root core's hot properties: touched only on the main
    // actor, by this core and its observer closures, and no access outlives its statement.
    // Checked by `StoreScopeTests.testScopedStoreReadsThroughAfterParentMutation` and
    // `StoreScopeTests.testObservingAnOptionalScopeOutlivesTheScopedStore`.
    @exclusivity(unchecked) var value: State
    /// The root's ``StateVersion`` count when `value` was derived: while it has not moved,
    /// `value` is current.
    @exclusivity(unchecked) var version: Int
    init(_ value: State, version: Int) {
      self.value = value
      self.version = version
    }
  }

  private let parent: StoreCore<ParentState, ParentAction>
  private let toChildState: (ParentState) -> State?
  private let fromChildAction: (Action) -> ParentAction
  private let lastState: LastState

  @usableFromInline
  init(
    parent: StoreCore<ParentState, ParentAction>,
    toChildState: @escaping (ParentState) -> State?,
    fromChildAction: @escaping (Action) -> ParentAction,
    initial: State
  ) {
    self.parent = parent
    self.toChildState = toChildState
    self.fromChildAction = fromChildAction
    self.version = parent.stateVersion
    self.lastState = LastState(initial, version: version.count)
  }

  private let version: StateVersion

  override var stateVersion: StateVersion { version }

  /// The child state, derived again only when the root reduced an action since the last
  /// read: scoping a chain of N levels reads each level once, not N times.
  override var state: State {
    let current = version.count
    if lastState.version == current { return lastState.value }
    let state = Self.childState(of: parent.state, toChildState, lastState)
    lastState.version = current
    return state
  }

  override func send(_ action: Action) -> StoreTask {
    parent.send(fromChildAction(action))
  }

  override var dependencies: DependencyValues { parent.dependencies }

  override func addObserver(_ observer: @escaping @MainActor (State) -> Void) -> ObservationFlag {
    let toChildState = self.toChildState
    let lastState = self.lastState
    return parent.addObserver { observer(Self.childState(of: $0, toChildState, lastState)) }
  }

  private static func childState(
    of parentState: ParentState, _ toChildState: (ParentState) -> State?, _ lastState: LastState
  ) -> State {
    if let state = toChildState(parentState) {
      lastState.value = state
    }
    return lastState.value
  }
}
