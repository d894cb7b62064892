/// The runtime of a feature: holds its state, runs its reducer for each action sent, runs
/// the effects the reducer returns, and tells observers when state changes. `Observable`:
/// what a view reads through it (`store.count`) is tracked (see `Store+Observation.swift`).
///
/// Create one store at the root of the program and hand scoped stores to child views:
///
/// ```swift
/// let store = Store(initialState: Counter.State()) {
///   Counter()
/// } withDependencies: {
///   $0.numberFact = .previewValue
/// }
/// store.send(.incrementButtonTapped)
/// store.state.count  // 1
/// ```
///
/// ## Order of actions
///
/// `send` reduces its action at once, on the main actor. An action sent while the store is
/// busy with a `send` (by a `.send` effect, or by an observer reacting to a change) is queued
/// and reduced before that `send` returns, first in first out. Actions sent by `.run` effects
/// arrive later, on the main actor, each one reduced as it arrives and in the order each
/// effect sends them. Observers are told after the queue is empty; what they send is reduced
/// next, and they are told again.
///
/// When the last store of a tree is released, every effect still in flight is cancelled.
@MainActor
@dynamicMemberLookup
public final class Store<State, Action> {
  @usableFromInline
  let core: StoreCore<State, Action>

  /// The stores scoped from this one by key path, which scoping the same way again returns
  /// (as TCA does): they hold this store's core, not this store, so they keep it alive no
  /// longer than any child store does. `nil` until the first: a store that is never scoped
  /// pays nothing for it.
  // NB: Unchecked: read and written only by `ScopedChildren.swift`'s methods, on the main
  // actor, and no access outlives its statement (nothing they call scopes a store). Checked
  // by `ScopedChildrenTests.rowsKeepTheirStoresWhileTheirIDsAreThere`.
  @exclusivity(unchecked) var children: [KeptChild]?

  @usableFromInline
  init(core: StoreCore<State, Action>) {
    self.core = core
    StoreDiagnostics.liveStores.wrappingAdd(1, ordering: .relaxed)
  }

  deinit {
    StoreDiagnostics.liveStores.wrappingSubtract(1, ordering: .relaxed)
  }

  /// `prepareDependencies` overrides dependencies for this store, its reducer and every
  /// effect it runs, on top of the dependencies in force where the store is created.
  @inlinable
  public convenience init<R: Reducer>(
    initialState: @autoclosure () -> R.State,
    @ReducerBuilder<State, Action> reducer: () -> R,
    withDependencies prepareDependencies: ((inout DependencyValues) -> Void)? = nil
  ) where R.State == State, R.Action == Action {
    let (state, reducer, dependencies) = Self.prepare(initialState, reducer, prepareDependencies)
    let core = RootCore<State, Action>(
      initialState: state, dependencies: dependencies, reducer: R.self
    ) {
      state, action, root, tasks in
      let effect = reducer.reduce(into: &state, action: action)
      if !effect.isNone { root.start(effect, origin: action, tasks: &tasks) }
    }
    self.init(core: core)
  }

  /// Creates the root store of a feature whose reducer has a `body`.
  ///
  /// Behaves as the other initializer, which Swift picks instead where the reducer's `body`
  /// is not known to be a reducer (in code generic over `R: Reducer`, say). When the
  /// reducer has no stored properties and runs its body through ``Reducer``'s own
  /// ``Reducer/reduce(into:action:)`` (its body is then built once per store), this store
  /// keeps the body its first action built and runs it without looking it up again. A
  /// reducer that implements `reduce(into:action:)` itself has that method run for every
  /// action, as with the other initializer.
  @inlinable
  public convenience init<R: Reducer>(
    initialState: @autoclosure () -> R.State,
    @ReducerBuilder<State, Action> reducer: () -> R,
    withDependencies prepareDependencies: ((inout DependencyValues) -> Void)? = nil
  )
  where
    R.State == State, R.Action == Action, R.Body: Reducer, R.Body.State == State,
    R.Body.Action == Action
  {
    let (state, reducer, dependencies) = Self.prepare(initialState, reducer, prepareDependencies)
    let core = RootCore<State, Action>(
      initialState: state, dependencies: dependencies, reducer: R.self
    ) {
      state, action, root, tasks in
      let effect = root.reduce(root: reducer, into: &state, action: action)
      if !effect.isNone { root.start(effect, origin: action, tasks: &tasks) }
    }
    self.init(core: core)
  }

  /// The initial state and the reducer, made with the store's dependencies, and those
  /// dependencies: the dependencies in force, changed by `prepareDependencies`.
  @inlinable
  static func prepare<R>(
    _ initialState: () -> State, _ reducer: () -> R,
    _ prepareDependencies: ((inout DependencyValues) -> Void)?
  ) -> (State, R, DependencyValues) {
    var dependencies = DependencyValues.current
    // NB: Without changes the dependencies are the ones in force already: binding them again
    // (a task-local push and pop) was a sixth of creating a store.
    guard let prepareDependencies else { return (initialState(), reducer(), dependencies) }
    DependencyValues.write(&dependencies, prepareDependencies)
    let (state, reducer) = DependencyValues.withCurrent(dependencies) {
      (initialState(), reducer())
    }
    return (state, reducer, dependencies)
  }

  /// The current state. A scoped store reads it through its parent: it always agrees with
  /// the root.
  ///
  /// Tracked as a whole inside `withObservationTracking`: `onChange` runs after a send that
  /// changed any of it (compared with `==` when `State` is `Equatable`). Read a property
  /// (`store.count`) to track only that property, or use ``withState(_:)`` to read without
  /// tracking.
  @inlinable
  public var state: State {
    trackWholeState()
    return core.state
  }

  /// Calls `body` with the current state and returns what it returns, without tracking the
  /// read (as TCA's `withState`).
  public func withState<R>(_ body: (_ state: State) -> R) -> R {
    body(core.state)
  }

  /// Sends an action: reduces it (and anything it queues) now, and starts its effects.
  ///
  /// - Returns: A handle on the effects the action started, to await or cancel them.
  @discardableResult
  @inlinable
  public func send(_ action: Action) -> StoreTask {
    core.send(action)
  }

  /// Calls `onChange` with the value `extract` derives from state: once now, and then after
  /// each `send` that changed it.
  ///
  /// Use it to render: a renderer observes the part of state it draws and redraws only when
  /// that part changed.
  ///
  /// A ``Shared`` value in state can change without this store sending anything (another
  /// store, an effect, or another process through a file changed it): observers are then
  /// checked again, on the main actor, and `onChange` runs if the value it derives changed.
  ///
  /// - Returns: A token; observation stops when it is cancelled or released.
  public func observe<Value: Equatable>(
    _ extract: @escaping (State) -> Value,
    onChange: @escaping @MainActor (Value) -> Void
  ) -> ObservationToken {
    let last = LastFound(extract(core.state))
    onChange(last.value)
    let flag = core.addObserver { state in
      let value = extract(state)
      guard value != last.value else { return }
      last.value = value
      onChange(value)
    }
    return ObservationToken(flag: flag)
  }
}

/// The store of reducer `R`: `StoreOf<Login>` for `Store<Login.State, Login.Action>`.
public typealias StoreOf<R: Reducer> = Store<R.State, R.Action>
