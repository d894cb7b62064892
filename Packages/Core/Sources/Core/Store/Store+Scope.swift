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

extension Store {
  /// A store for the part of this store's state at `state`: as the closure `scope`, and the
  /// child is named by its key path, so reads tracked through stores scoped the same way,
  /// in one render or the next, are one member (see ``Store`` and Observation).
  ///
  /// ```swift
  /// let counter = store.scope(state: \.counter, action: .case(Action.counter, \.counter))
  /// counter.count   // tracked: onChange runs when the counter's count changes
  /// ```
  @inlinable
  public func scope<ChildState, ChildAction>(
    state: KeyPath<State, ChildState>,
    action: AnyCasePath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction> {
    let type = ObjectIdentifier(Store<ChildState, ChildAction>.self)
    if let kept = keptChild(at: state, route: action.route, as: type) {
      let child = unsafeDowncast(kept, to: Store<ChildState, ChildAction>.self)
      unsafeDowncast(child.core, to: ScopedCore<State, Action, ChildState, ChildAction>.self)
        .fromChildAction = action._embed
      return child
    }
    let child = scope(state: state, action: action._embed)
    keep(child, at: state, route: action.route, as: type)
    return child
  }

  /// The same with an action closure (`Action.counter`), but not kept: a closure cannot be
  /// told from another route, so each call makes a store (as TCA's closure scopes do), and a
  /// parent never holds a closure that captures its owner. Reads through it are tracked by the
  /// key path all the same.
  @inlinable
  public func scope<ChildState, ChildAction>(
    state: KeyPath<State, ChildState>,
    action: @escaping (ChildAction) -> Action
  ) -> Store<ChildState, ChildAction> {
    Store<ChildState, ChildAction>(
      core: ScopedCore(
        parent: core, toChildState: { $0[keyPath: state] }, fromChildAction: action,
        statePath: state))
  }

  /// A store for the optional child at `state`, or `nil` while it is `nil`, as the closure
  /// `scope`. Tracked: a tracking that called it has `onChange` run when the child appears,
  /// goes, or is replaced by another child (another enum case or `id`), not when the child
  /// changes inside; what a view reads through the child store is tracked there. Kept for the
  /// child it was made for.
  @inlinable
  public func scope<ChildState, ChildAction>(
    state: KeyPath<State, ChildState?>,
    action: AnyCasePath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction>? {
    keptOptionalChild(at: state, route: action.route, action: action._embed)
  }

  /// The optional child at `state`, kept for `route`, sending through `embed`.
  @inlinable
  func keptOptionalChild<ChildState, ChildAction>(
    at state: KeyPath<State, ChildState?>, route: RouteID,
    action embed: @escaping (ChildAction) -> Action
  ) -> Store<ChildState, ChildAction>? {
    let child = core.state[keyPath: state]
    let presence = trackPresence(at: state, of: child)
    let type = ObjectIdentifier(Store<ChildState, ChildAction>.self)
    guard let initial = child, let presence else {
      forgetChildren(at: state, as: type)
      return nil
    }
    if let kept = keptChild(at: state, route: route, as: type, for: presence) {
      let child = unsafeDowncast(kept, to: Store<ChildState, ChildAction>.self)
      unsafeDowncast(
        child.core, to: OptionalScopedCore<State, Action, ChildState, ChildAction>.self
      ).fromChildAction = embed
      return child
    }
    let store = optionalChild(at: state, initial, action: embed)
    keep(store, at: state, route: route, as: type, for: presence)
    return store
  }

  /// The same with an action closure (`Action.detail`), not kept, as the closure `scope`.
  @inlinable
  public func scope<ChildState, ChildAction>(
    state: KeyPath<State, ChildState?>,
    action: @escaping (ChildAction) -> Action
  ) -> Store<ChildState, ChildAction>? {
    let child = core.state[keyPath: state]
    _ = trackPresence(at: state, of: child)
    return child.map { optionalChild(at: state, $0, action: action) }
  }

  @inlinable
  func optionalChild<ChildState, ChildAction>(
    at state: KeyPath<State, ChildState?>, _ initial: ChildState,
    action: @escaping (ChildAction) -> Action
  ) -> Store<ChildState, ChildAction> {
    let derive = value(at: state)
    return Store<ChildState, ChildAction>(
      core: OptionalScopedCore(
        parent: core, toChildState: { $0[keyPath: state] }, fromChildAction: action,
        initial: initial, identity: .path(core.scopeIdentity, state),
        finder: .derived { derive($0) ?? nil }
      ))
  }

  /// A store for the case of this store's enum state that `state` extracts, or `nil` while
  /// the state is another case: the macro-free form of TCA's `switch store.case`.
  ///
  /// ```swift
  /// if let edit = store.scope(state: .case(State.edit, \.edit), action: .case(Action.edit, \.edit)) {
  ///   EditView.screen(edit)
  /// } else if let alert = store.scope(state: .case(State.alert, \.alert), action: ...) { ... }
  /// ```
  ///
  /// Tracked: `onChange` runs when the state moves to another case, or its case holds another
  /// child (another `id`), not when the payload changes inside. Kept, as a key-path scope is,
  /// by the case's tag and the route: the same case holding the same child returns the same
  /// store while the state stays in that case. Once a case scope finds the state in another
  /// case, the stores kept for the cases it left are let go, as TCA's optional scope drops its
  /// kept child when it finds the state gone: a case the state comes back to gets a new store,
  /// and an app's root that moves from its tabs back to login no longer keeps the tabs' stores.
  @inlinable
  public func scope<ChildState, ChildAction>(
    state: AnyCasePath<State, ChildState>,
    action: AnyCasePath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction>? {
    let whole = core.state
    let presence = trackCase(of: whole)
    let tag = enumTag(of: whole)
    forgetCaseChildren(otherThan: tag)
    guard let initial = state.extract(from: whole) else { return nil }
    let type = ObjectIdentifier(Store<ChildState, ChildAction>.self)
    if let kept = keptChild(at: nil, tag: tag, route: action.route, as: type, for: presence) {
      let child = unsafeDowncast(kept, to: Store<ChildState, ChildAction>.self)
      unsafeDowncast(
        child.core, to: OptionalScopedCore<State, Action, ChildState, ChildAction>.self
      ).fromChildAction = action._embed
      return child
    }
    let store = Store<ChildState, ChildAction>(
      core: OptionalScopedCore(
        parent: core, toChildState: state._extract, fromChildAction: action._embed,
        initial: initial, identity: .enumCase(core.scopeIdentity, tag)))
    keep(store, at: nil, tag: tag, route: action.route, as: type, for: presence)
    return store
  }

  /// Tracks whether the child at `path` is there and which one it is: its enum case and
  /// `id` (``navigationIdentifier(of:)``), which it returns.
  @inlinable
  func trackPresence<Child>(at path: KeyPath<State, Child?>, of child: Child?) -> ChildKey? {
    let read = child.map(navigationIdentifier(of:))
    track(
      .presence, path,
      check: .alone(StoreObservation.check(Self.child(at: value(at: path)), readAs: read)))
    return read
  }

  /// Tracks which case this store's enum state is in, and which child that case holds,
  /// which it returns.
  @inlinable
  func trackCase(of state: State) -> ChildKey {
    let read = navigationIdentifier(of: state)
    track(
      .presence, nil,
      check: .alone(StoreObservation.check(Self.case(of: core.stateDeriver), readAs: read)))
    return read
  }

  /// Which child is at a place (`nil` when none), read from the root state: `nil` once the
  /// store's state is gone.
  @inlinable
  nonisolated static func child<Child>(at child: @escaping (UnsafeRawPointer) -> Child??)
    -> (UnsafeRawPointer) -> ChildKey??
  {
    { child($0).map { $0.map(navigationIdentifier(of:)) } }
  }

  /// Which child an enum state holds, read from the root state: `nil` once it is gone.
  @inlinable
  nonisolated static func `case`(of state: @escaping (UnsafeRawPointer) -> State?)
    -> (UnsafeRawPointer) -> ChildKey?
  {
    { state($0).map(navigationIdentifier(of:)) }
  }
}

@usableFromInline
@MainActor
final class ScopedCore<ParentState, ParentAction, State, Action>: StoreCore<State, Action> {
  private let parent: StoreCore<ParentState, ParentAction>
  private let toChildState: (ParentState) -> State
  /// Set again by each key-path scope that finds this store kept for its route's code, so
  /// that it sends through the route the latest such call gave.
  // NB: Unchecked: set by `Store.scope` and read by `send`, both on the main actor, and
  // neither access outlives its statement (the route is copied, then called). Checked by
  // `ScopedChildrenTests.aKeptStoreSendsThroughTheLatestRouteWithItsCode`.
  @exclusivity(unchecked) @usableFromInline var fromChildAction: (Action) -> ParentAction
  /// The key path the child state was scoped by, when it was: what names this store in
  /// tracked reads, alike for every store scoped the same way.
  private let statePath: PartialKeyPath<ParentState>?

  @usableFromInline
  init(
    parent: StoreCore<ParentState, ParentAction>,
    toChildState: @escaping (ParentState) -> State,
    fromChildAction: @escaping (Action) -> ParentAction,
    statePath: PartialKeyPath<ParentState>? = nil
  ) {
    self.parent = parent
    self.toChildState = toChildState
    self.fromChildAction = fromChildAction
    self.statePath = statePath
  }

  override var observation: StoreObservation { parent.observation }

  override var existingObservation: Unmanaged<StoreObservation>? {
    parent.existingObservation
  }

  override var scopeIdentity: ScopeIdentity { identity }

  private lazy var identity: ScopeIdentity = {
    guard let statePath else { return Self.uniqueIdentity(&instance) }
    return .path(parent.scopeIdentity, statePath)
  }()

  /// The number of this store's place of its own (a closure scope's), once made; 0 before.
  // NB: Unchecked as the root core's hot properties: set once by `identity`, read by
  // `deinit`, on the main actor, never in overlapping accesses; a checked access cost
  // about 60 instructions of every scope. Checked by
  // `TrackedMemberTests.membersOfStoresScopedWithAClosureGoWithTheirStores`.
  @exclusivity(unchecked) private var instance = 0

  deinit {
    if instance != 0 { parent.forgetMembers(ofInstance: instance) }
  }

  override var stateDeriver: (UnsafeRawPointer) -> State? {
    let parentState = parent.stateDeriver
    let toChildState = self.toChildState
    return { parentState($0).map(toChildState) }
  }

  override var rootOffset: Int? { offset }

  private lazy var offset: Int? = {
    guard let statePath, let base = parent.rootOffset,
      let offset = MemoryLayout<ParentState>.offset(of: statePath)
    else { return nil }
    return base + offset
  }()

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

/// How tracked reads find an optional scope's state in the root's (given by address), when
/// the scope's maker knows a specialized way: `nil` once the state is gone.
@usableFromInline
enum StateFinder<State> {
  /// Derived from the root state (``Store/scope(state:action:)``, a stack's screens).
  case derived((UnsafeRawPointer) -> State?)
  /// Found in place (``StoreCore/stateAddress``): an element of an `IdentifiedArray` the
  /// root reaches through stored properties.
  case address(ElementPlace)
}

/// The last non-`nil` child state an `OptionalScopedCore` read, shared with its observers so
/// they need not keep the core alive.
@usableFromInline
final class LastScopedState<State> {
  // NB: Unchecked exclusivity, as the root core's hot properties: touched only on the main
  // actor, by this core and its observer closures, and no access outlives its statement.
  // Checked by `StoreScopeTests.testScopedStoreReadsThroughAfterParentMutation` and
  // `StoreScopeTests.testObservingAnOptionalScopeOutlivesTheScopedStore`.
  @exclusivity(unchecked) @usableFromInline var value: State
  /// The root's ``StateVersion`` count when `value` was derived: while it has not moved,
  /// `value` is current.
  @exclusivity(unchecked) @usableFromInline var version: Int
  @inlinable
  init(_ value: State, version: Int) {
    self.value = value
    self.version = version
  }
}

/// A store onto optional state of its parent, showing the last non-`nil` value it read.
@usableFromInline
@MainActor
final class OptionalScopedCore<ParentState, ParentAction, State, Action>: StoreCore<State, Action> {
  // NB: Usable from inline code, as `lastState`'s type: the initializer is inlined into the
  // scopes, so that `LastScopedState<State>` is found by a specialized accessor, not looked up
  // by the runtime on every scope (about 340 instructions each).
  @usableFromInline let parent: StoreCore<ParentState, ParentAction>
  @usableFromInline let toChildState: (ParentState) -> State?
  // NB: Unchecked, as `ScopedCore`'s. Checked by
  // `ScopedChildrenTests.twoRoutesIntoOneOptionalChildGetTwoStores`.
  @exclusivity(unchecked) @usableFromInline var fromChildAction: (Action) -> ParentAction
  @usableFromInline let lastState: LastScopedState<State>
  /// What names this store in tracked reads (see `ScopedCore`); `nil` for a closure scope.
  @usableFromInline let givenIdentity: ScopeIdentity?
  /// How tracked reads find this store's state in the root's, when its maker knows a
  /// specialized way.
  @usableFromInline let finder: StateFinder<State>?

  @inlinable
  init(
    parent: StoreCore<ParentState, ParentAction>,
    toChildState: @escaping (ParentState) -> State?,
    fromChildAction: @escaping (Action) -> ParentAction,
    initial: State,
    identity: ScopeIdentity? = nil,
    finder: StateFinder<State>? = nil
  ) {
    self.parent = parent
    self.toChildState = toChildState
    self.fromChildAction = fromChildAction
    self.version = parent.stateVersion
    self.lastState = LastScopedState(initial, version: version.count)
    self.givenIdentity = identity
    self.finder = finder
  }

  override var observation: StoreObservation { parent.observation }

  override var existingObservation: Unmanaged<StoreObservation>? {
    parent.existingObservation
  }

  override var scopeIdentity: ScopeIdentity { identity }

  private lazy var identity: ScopeIdentity = givenIdentity ?? Self.uniqueIdentity(&instance)

  /// As `ScopedCore`'s.
  // NB: Unchecked, as `ScopedCore`'s. Checked by
  // `TrackedMemberTests.membersOfStoresScopedWithAClosureGoWithTheirStores`.
  @exclusivity(unchecked) private var instance = 0

  deinit {
    if instance != 0 { parent.forgetMembers(ofInstance: instance) }
  }

  override var stateAddress: ((UnsafeRawPointer) -> UnsafeRawPointer?)? {
    guard case let .address(place) = finder else { return nil }
    return place.address
  }

  override var rowMember: RowMemberMaker? {
    guard case let .address(place) = finder else { return nil }
    return place.member
  }

  override var stateDeriver: (UnsafeRawPointer) -> State? {
    switch finder {
    case let .derived(derive): return derive
    case let .address(place): return Self.state(at: place.address)
    case nil: break
    }
    let parentState = parent.stateDeriver
    let toChildState = self.toChildState
    return { parentState($0).flatMap(toChildState) }
  }

  override var rootOffset: Int? { nil }

  // NB: Made in a nonisolated function: see `StoreObservation.check(_:readAs:)`.
  private nonisolated static func state(
    at address: @escaping (UnsafeRawPointer) -> UnsafeRawPointer?
  ) -> (UnsafeRawPointer) -> State? {
    { address($0)?.load(as: State.self) }
  }

  @usableFromInline let version: StateVersion

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
    of parentState: ParentState, _ toChildState: (ParentState) -> State?,
    _ lastState: LastScopedState<State>
  ) -> State {
    if let state = toChildState(parentState) {
      lastState.value = state
    }
    return lastState.value
  }
}
