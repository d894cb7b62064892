import CoreThreadLocal

/// What a ``Store`` reads and sends through: the root, which owns state, reducer and
/// effects, or a scope onto part of a parent.
///
/// An abstract class rather than a protocol so that a store calls through one vtable slot,
/// with no existential boxing on the send path.
@usableFromInline
@MainActor
class StoreCore<State, Action> {
  /// The current state; a scope derives it from its parent on every read.
  @usableFromInline
  var state: State { fatalError("abstract") }

  /// Sends `action` up to the root and returns the tasks of the effects it started.
  @usableFromInline
  func send(_ action: Action) -> StoreTask { fatalError("abstract") }

  /// The dependencies the root's reducer and effects see.
  var dependencies: DependencyValues { fatalError("abstract") }

  /// The root's count of reduced actions, which scopes use to know when a state they read
  /// before is still current.
  @usableFromInline
  var stateVersion: StateVersion { fatalError("abstract") }

  @usableFromInline
  init() {}

  /// The members read through this core, by the key path object read and the kind of read:
  /// a read of a member already remembered finds it here by identity, without hashing its
  /// place (``StoreObservation/Key``). Valid while the observation forgot nothing since
  /// (its ``StoreObservation/generation``); a key path written at two places is two
  /// objects, each found once the slow way. Made by the first tracked read through this
  /// core, so that a core no view reads through costs nothing more to make and free.
  var readMembers: StoreObservation.ReadMembers?

  /// Calls `observer` with the state after every send, until the returned flag is set.
  func addObserver(_ observer: @escaping @MainActor (State) -> Void) -> ObservationFlag {
    fatalError("abstract")
  }

  /// What the stores of this tree were read for in `withObservationTracking`: the root's,
  /// made by the first tracked read.
  @usableFromInline
  var observation: StoreObservation { fatalError("abstract") }

  /// The root's ``observation`` if a tracked read made it; asking does not make it.
  /// Unretained: the root core keeps its observation for its whole life, and every core keeps
  /// its root alive, so a read through a store takes no retain for it.
  var existingObservation: Unmanaged<StoreObservation>? { fatalError("abstract") }

  /// This store's place in its tree, which names the members read through it.
  @usableFromInline
  var scopeIdentity: ScopeIdentity { fatalError("abstract") }

  /// A place of its own for a store scoped with a closure, whose number is kept in `instance`
  /// so that the core's `deinit` can forget the members read there.
  static func uniqueIdentity(_ instance: inout Int) -> ScopeIdentity {
    let identity = ScopeIdentity.unique()
    instance = identity.instance ?? 0
    return identity
  }

  /// Forgets the members read through the store scoped with a closure numbered `instance`:
  /// called by that store's core as it goes, from any thread; the members are forgotten on
  /// the main actor.
  nonisolated func forgetMembers(ofInstance instance: Int) {
    if isOnMainActor() {
      MainActor.assumeIsolated {
        existingObservation?.takeUnretainedValue().forgetMembers(ofInstance: instance)
      }
    } else {
      Task { @MainActor in
        self.existingObservation?.takeUnretainedValue().forgetMembers(ofInstance: instance)
      }
    }
  }

  /// Derives this store's state from the root's (given by address), holding no core: what a
  /// tracked member compares with; `nil` once the state is gone (an element removed).
  @usableFromInline
  var stateDeriver: (UnsafeRawPointer) -> State? { fatalError("abstract") }

  /// Where this store's state lies in the root's, when stored properties reach it all the
  /// way (``MemoryLayout/offset(of:)``): a tracked member then reads its value in place.
  @usableFromInline
  var rootOffset: Int? { fatalError("abstract") }

  /// Finds this store's state in the root's (given by address) when it lies at no fixed
  /// offset but can be found in place, as a collection's element is; `nil` once the state is
  /// gone. A tracked member then reads its value there, copying nothing else. The address is
  /// good until the root state changes: read it at once.
  @usableFromInline
  var stateAddress: ((UnsafeRawPointer) -> UnsafeRawPointer?)? { nil }

  /// Makes the ``RowMember`` of a member lying at a fixed offset in this store's state, when
  /// the state is a row's element found in place (``ElementPlace``): checked with the other
  /// members read in its list's rows, instead of by a check calling ``stateAddress``.
  @usableFromInline
  var rowMember: RowMemberMaker? { nil }
}

/// Runs the reducer for one action on the state, and hands a non-`.none` effect to the root
/// core (``RootCore/start(_:origin:tasks:)``). Built where the reducer's type is known
/// (`Store.init`, `TestStore.init`), so the reducer, its state and its effect are handled by
/// specialized code, while the root core stays generic over state and action only.
@usableFromInline
typealias ReduceAndStart<State, Action> =
  (inout State, Action, RootCore<State, Action>, inout EffectTasks?) -> Void

/// The root of a store tree: owns the state, runs the reducer, runs effects.
///
/// The send path touches no generic value but through `reduceAndStart`: flags and counts are
/// plain `Bool`s and `Int`s, so unspecialized code never looks up type metadata per send.
@usableFromInline
@MainActor
final class RootCore<State, Action>: StoreCore<State, Action> {
  private let reduceAndStart: ReduceAndStart<State, Action>
  override var dependencies: DependencyValues {
    get { dependencyValues }
    set {
      dependencyValues = newValue
      guard let replaced = preparedBox?.takeRetainedValue() else { return }
      preparedBox = nil
      // NB: A reduce under way reads the box through the reduce context, unretained: a box
      // replaced during a send (by a reducer that reached its test store) lives until the
      // next box is prepared, or until the store goes away.
      if isSending { retiredBoxes.append(replaced) }
    }
  }
  private var dependencyValues: DependencyValues
  /// What the reducer runs with: `dependencies`, the store's built bodies and the presented
  /// twin, prepared by the first send after `dependencies` was set. A store that never
  /// sends allocates none of it. Retained by this core (released when `dependencies` is set,
  /// or in `deinit`) and held unretained, so that a send hands it to the reduce context
  /// without a retain and a release.
  // NB: Unchecked as `currentState`. A box replaced during a send outlives it. Checked by
  // `DependencyInheritanceTests.testDependenciesChangedWhileTheReducerRunsTakeEffectFromTheNextSend`.
  @exclusivity(unchecked) private var preparedBox: Unmanaged<ReduceScope.Box>?
  /// Boxes replaced while a send was under way (see `dependencies`), released when the next
  /// box is prepared.
  private(set) var retiredBoxes: [ReduceScope.Box] = []
  /// The bodies of the reducers built once for this store (see ``BuiltBodies``); made by the
  /// first send.
  private lazy var bodies = BuiltBodies()
  /// The box of the root reducer's built body (in `bodies`), found after the first send so
  /// that later sends skip the look-up; only for a root reducer that runs its body through
  /// ``Reducer``'s own `reduce(into:action:)`, from a kept body built from its own bits.
  // NB: Unchecked as `currentState`: set once, after a send. Checked by
  // `BuiltBodiesTests.aRootStoreKeepsTheBodyOfItsRootReducer`.
  @exclusivity(unchecked) @usableFromInline var rootBody: UnsafeRawPointer?
  /// Whether `rootBody` was looked for: it stays `nil` for a root reducer that implements
  /// `reduce(into:action:)` itself.
  @exclusivity(unchecked) @usableFromInline var lookedForRootBody = false

  /// Runs `reducer`, this store's root reducer: as ``Reducer/reduce(into:action:)`` does,
  /// but once the first send has built the body, through the kept box without a look-up.
  @inlinable
  @inline(__always)
  func reduce<R: Reducer>(root reducer: R, into state: inout State, action: Action)
    -> Effect<Action>
  where
    R.State == State, R.Action == Action, R.Body: Reducer, R.Body.State == State,
    R.Body.Action == Action
  {
    if let box = rootBody {
      return BuiltBodies.reduce(bodyIn: box, as: R.self, into: &state, action: action)
    }
    let effect = reducer.reduce(into: &state, action: action)
    if !lookedForRootBody { lookForRootBody(of: reducer) }
    return effect
  }

  /// Keeps the box of `R`'s body as `rootBody` when the send that just ran built it from
  /// `reducer`'s bits: only ``Reducer``'s own `reduce(into:action:)` builds a body in `bodies`,
  /// so a root reducer that implements the method itself has none there.
  @usableFromInline
  @inline(never)
  func lookForRootBody<R: Reducer>(of reducer: R)
  where R.Body: Reducer, R.Body.State == R.State, R.Body.Action == R.Action {
    lookedForRootBody = true
    guard let first = bodies.find(UInt(bitPattern: ObjectIdentifier(R.self))) else { return }
    rootBody = BuiltBodies.box(of: reducer, from: first)
  }

  /// The box the reducer runs with, prepared on first use.
  @inline(__always)
  private var dependencyBox: Unmanaged<ReduceScope.Box> {
    preparedBox ?? prepareBox()
  }

  /// Prepares the box for `dependencies`, and releases the boxes replaced during earlier
  /// sends: it runs before a reduce enters the reduce context, so none of them is in use.
  @inline(never)
  private func prepareBox() -> Unmanaged<ReduceScope.Box> {
    // NB: The retired boxes are released here, so no reduce of this store may be using one.
    assert(!isReducing, "a store prepared its reduce context while its reducer was running")
    if !retiredBoxes.isEmpty { retiredBoxes.removeAll() }
    // NB: Asked here, not when the store is made: asking there cost 5 % of creating one.
    rebuildsBodies = BuiltBodies.rebuildsEveryAction
    let box = Unmanaged.passRetained(
      ReduceScope.Box(dependencyValues, bodies: bodies, withPresentedTwin: true))
    preparedBox = box
    return box
  }
  /// Actions from `.send` effects, and actions a reducer sent into its own store while it ran
  /// (those with tasks of their own), reduced in the order they were sent, as TCA does.
  // NB: Deferred arrays, so that creating a store asks for no element type's metadata.
  private var bufferedActions = DeferredArray<(action: Action, ownTasks: EffectTasks?)>() {
    didSet { hasBufferedActions = !bufferedActions.isEmpty }
  }
  /// Whether `bufferedActions` holds any: a flag, for the same reason as `hasPendingSends`.
  // NB: Unchecked as `currentState`. Checked by
  // `StoreSendTests.testAnActionSentIntoItsOwnStoreIsReducedBeforeTheSendersFollowUps`.
  @exclusivity(unchecked) private var hasBufferedActions = false
  /// Actions sent while the store was busy (by an observer, or by a reducer into its own
  /// store), each with the tasks its `send` returned.
  private var pendingSends = DeferredArray<(action: Action, tasks: EffectTasks)>() {
    didSet { hasPendingSends = !pendingSends.isEmpty }
  }
  /// Whether `pendingSends` holds any: a flag, because asking the array of tuples costs a
  /// run-time lookup of its tuple type on every send.
  // NB: Unchecked as `currentState`. Checked by
  // `StoreScopeTests.testActionSentByAnObserverIsReducedBeforeSendReturns`.
  @exclusivity(unchecked) private var hasPendingSends = false
  /// The tasks of the buffered action being reduced, when it has tasks of its own.
  private var ownTasksBeingReduced: EffectTasks?
  // NB: Unchecked as `currentState`; observers are told from a copy of their entries. Checked
  // by `StoreSendTests.testAnObservationStartedByAnObserverWhileItIsToldIsToldFromThen` and
  // `StoreSendTests.testAnObserverThatCancelsItselfWhileItIsToldIsNotToldAgain`.
  @exclusivity(unchecked) private var isSending = false
  @exclusivity(unchecked) private var isReducing = false
  @exclusivity(unchecked) private var observers = DeferredArray<RootObserver>()
  @exclusivity(unchecked) private var hasObservers = false
  /// The members read through this tree's stores while tracked; see ``observation``.
  private var trackedReads: StoreObservation?
  /// Where `currentState` lies, for the members' checks after each send: found once the
  /// observation is made, since a stored property does not move while its object lives.
  /// Finding it for every send (an access to the property, a generic call and two closures
  /// here) was about 60 instructions.
  // NB: Unchecked as `currentState`: set once, and read before the checks run, while no
  // reduce runs. Checked by
  // `TrackedMemberTests.aMemberReadBeforeASendInTheSameTrackingIsToldOfTheNext`.
  @exclusivity(unchecked) private var stateAddressForChecks: UnsafeRawPointer?

  override var observation: StoreObservation {
    if let trackedReads { return trackedReads }
    let observation = StoreObservation()
    trackedReads = observation
    stateAddressForChecks = withAddress(ofStored: &currentState) { $0 }
    // NB: Told before the observers, after every send and shared change (`notifyObservers`).
    startTellingObservers()
    return observation
  }

  override var existingObservation: Unmanaged<StoreObservation>? {
    guard let trackedReads else { return nil }
    return Unmanaged.passUnretained(trackedReads)
  }

  override var scopeIdentity: ScopeIdentity { .root }

  /// Whether something was read through this tree's stores (for tests).
  var isObserved: Bool { trackedReads != nil }

  override var stateDeriver: (UnsafeRawPointer) -> State? {
    { $0.load(as: State.self) }
  }

  override var rootOffset: Int? { 0 }
  /// Runs this store's effects; made by the first effect.
  private(set) lazy var effects = makeEffectRunner()
  /// The effect tasks in flight, for `deinit`: a running effect can keep the runner itself
  /// alive, so the core, not the runner, cancels them when the store goes away. Made with
  /// the runner: a store that never runs an effect makes no lock.
  private var liveTasks: LockIsolated<[Int: Task<Void, Never>]>?

  private func makeEffectRunner() -> EffectRunner<Action> {
    let liveTasks = LockIsolated<[Int: Task<Void, Never>]>([:])
    self.liveTasks = liveTasks
    return EffectRunner(
      liveTasks: liveTasks,
      deliver: { [weak self] action, tasks in _ = self?.send(action, joining: tasks) },
      enqueue: { [weak self] action in self?.enqueue(action) }
    )
  }

  /// Starts `effect`, returned by the reducer for `origin`, adding its tasks to `tasks`.
  ///
  /// The reducer is handed this core rather than ``effects``: a lazy property's getter
  /// checks and retains on every send, and most sends return `.none`.
  @usableFromInline
  func start(_ effect: Effect<Action>, origin: Action, tasks: inout EffectTasks?) {
    effects.start(effect, origin: origin, tasks: &tasks)
  }

  @usableFromInline
  init(
    initialState: State,
    dependencies: DependencyValues,
    reducer: Any.Type,
    reduceAndStart: @escaping ReduceAndStart<State, Action>
  ) {
    self.currentState = initialState
    self.reduceAndStart = reduceAndStart
    self.dependencyValues = dependencies
    self.reducerType = reducer
  }

  /// The root reducer's type, named when it misuses its store.
  private let reducerType: Any.Type

  @usableFromInline
  override var state: State {
    if isReducing { reportReentrantRead() }
    return currentState
  }

  /// Reduces `action`, then every action queued while reducing it, in order; starts their
  /// effects; then notifies observers, and reduces whatever they sent in turn.
  ///
  /// An action sent while this runs (by an observer, say) is queued and reduced by this call,
  /// after the current one; the nested call returns a task for that action's own effects.
  @usableFromInline
  override func send(_ action: Action) -> StoreTask {
    send(action, joining: nil)
  }

  /// Sends `action`; the effects it starts join `tasks` when given (an effect's follow-up
  /// action joins the tasks of the send that started the effect).
  private func send(_ action: Action, joining tasks: EffectTasks?) -> StoreTask {
    guard !isSending else { return sendWhileBusy(action, joining: tasks) }
    isSending = true
    var tasks = tasks
    reduce(action, tasks: &tasks)
    if hasObservers { notifyObserversOnceNoReducerRuns() }
    isSending = false
    if SharedChangeBroadcast.hasDeferredChange { SharedChangeBroadcast.deliverDeferredChange() }
    return StoreTask(tasks)
  }

  /// Tells observers now, unless this send ran inside another store's reducer (a reducer that
  /// sends into another root store): an observer told then could read that store while its
  /// state is partly updated. Its notifications then wait until the outermost send ends.
  private func notifyObserversOnceNoReducerRuns() {
    guard core_reduce_context_get() == nil else {
      SharedChangeBroadcast.deferNotifications()
      return
    }
    notifyObserversUntilSettled()
  }

  /// Tells observers, reduces what they sent, and tells them again, until nothing is left;
  /// also again when a shared value changed while they were told.
  private func notifyObserversUntilSettled() {
    while hasObservers {
      sharedChangedWhileSending = false
      notifyObservers()
      guard hasPendingSends || sharedChangedWhileSending else { break }
      reducePendingSends()
    }
  }

  /// Queues an action sent while this core is sending; its effects get tasks of their own,
  /// returned now, unless it joins an effect's `tasks`.
  private func sendWhileBusy(_ action: Action, joining tasks: EffectTasks?) -> StoreTask {
    let tasks = tasks ?? EffectTasks()
    if isReducing {
      reportReentrantSend(action)
      // Reduced right after the current action, before its `.send` follow-ups.
      bufferedActions.append((action, tasks))
    } else {
      pendingSends.append((action, tasks))
    }
    return StoreTask(tasks)
  }

  /// Queues an action from a `.send` effect behind the one being reduced.
  private func enqueue(_ action: Action) {
    // NB: Only a send drains the buffer: an action queued outside one would wait, unseen,
    // for the next send.
    assert(isSending, "a .send effect's action was queued outside a send")
    bufferedActions.append((action, ownTasksBeingReduced))
  }

  deinit {
    if let liveTasks {
      for task in liveTasks.value.values { task.cancel() }
    }
    preparedBox?.release()
  }

  /// Reduces `action` and the actions its `.send` effects queue, in order, and then every
  /// send that arrived meanwhile; effects join `tasks`, or each pending send's own.
  private func reduce(_ action: Action, tasks: inout EffectTasks?) {
    ReduceScope.with(dependencyBox) {
      reduceOne(action, tasks: &tasks)
      if hasBufferedActions { drainBuffer(into: &tasks) }
    }
    if hasPendingSends { reducePendingSends() }
  }

  private func reduceOne(_ action: Action, tasks: inout EffectTasks?) {
    // NB: Moved before the reduce, so that a scope read while the reducer runs finds its
    // remembered state stale and reads the root, which stops the program (the reducer read
    // its own store); after it, the move makes every scope derive its state again.
    version?.count &+= 1
    isReducing = true
    if rebuildsBodies {
      reduceRebuildingBodies(action, tasks: &tasks)
    } else {
      reduceAndStart(&currentState, action, self, &tasks)
    }
    isReducing = false
  }

  /// Whether every body is built anew for each action, `.send` follow-ups included, as TCA
  /// builds them (`CORE_REBUILD_BODIES=1`).
  // NB: Unchecked as `currentState`: set in `prepareBox`, which runs before a reduce. Checked
  // by `RebuildBodiesModeTests.aBodyThatReadsADependencyWhileBuiltReadsItPerActionOnlyWhenRebuilt`.
  @exclusivity(unchecked) private var rebuildsBodies = false

  /// Reduces `action` with a box of its own: the send's dependencies and an empty table of
  /// bodies.
  @inline(never)
  private func reduceRebuildingBodies(_ action: Action, tasks: inout EffectTasks?) {
    let values = ReduceScope.current?.values ?? dependencyValues
    let box = ReduceScope.Box(values, bodies: BuiltBodies(), withPresentedTwin: true)
    ReduceScope.with(box) { reduceAndStart(&currentState, action, self, &tasks) }
  }

  /// Made by the first reader that compares counts (an optional or case scope, a tracked read
  /// of a member that is not `Equatable`): until then no one remembers a count, so a send has
  /// nothing to tell. A store that is never scoped or observed (most
  /// stores a test makes) allocates none: a fifth of creating one (measured when this was
  /// made).
  // NB: Unchecked as `currentState`. Checked by
  // `StoreScopeTests.testAScopeMadeAfterSendsReadsTheStateOfTheLatest`.
  @exclusivity(unchecked) private var version: StateVersion?

  override var stateVersion: StateVersion {
    if let version { return version }
    let version = StateVersion()
    self.version = version
    return version
  }

  /// Reduces `bufferedActions` in order, including those queued meanwhile.
  private func drainBuffer(into tasks: inout EffectTasks?) {
    var index = 0
    while index < bufferedActions.count {
      let (action, ownTasks) = bufferedActions[index]
      index += 1
      if let ownTasks {
        // Its `.send` follow-ups join its own tasks too.
        var group: EffectTasks? = ownTasks
        ownTasksBeingReduced = ownTasks
        reduceOne(action, tasks: &group)
        ownTasksBeingReduced = nil
      } else {
        reduceOne(action, tasks: &tasks)
      }
    }
    bufferedActions.removeAll(keepingCapacity: true)
  }

  /// Reduces the actions sent while busy, in order, each starting its effects (and its
  /// `.send` follow-ups' effects) in its own tasks.
  private func reducePendingSends() {
    ReduceScope.with(dependencyBox) {
      while !pendingSends.isEmpty {
        let (action, group) = pendingSends.removeFirst()
        var tasks: EffectTasks? = group
        reduceOne(action, tasks: &tasks)
        if hasBufferedActions { drainBuffer(into: &tasks) }
      }
    }
  }

  private func reportReentrantSend(_ action: Action) {
    reportIssue(
      """
      An action was sent to a store while its reducer was running:

        \(action)

      A reducer must not send into its own store. Return ".send(action)" from the reducer to \
      reduce another action right after this one, or send from an effect. The action is \
      reduced after the current one.
      """
    )
  }

  /// Stops the program: the reducer is changing the state in place, so what it would read
  /// is partly updated, and the read overlaps that change (Swift's exclusivity rule, unchecked
  /// on this path for speed). `fatalError`, as everywhere in Core: a `preconditionFailure`
  /// prints nothing in a release build, where this is the crash a user meets
  /// (`Scripts/checks/release-traps.sh`).
  private func reportReentrantRead() -> Never {
    fatalError(
      """
      "\(reducerType)" read its store's state while it was running, when the state is partly \
      updated. A reducer has the state as its "inout" argument: read that instead of the store.
      """
    )
  }

  override func addObserver(_ observer: @escaping @MainActor (State) -> Void) -> ObservationFlag {
    let entry = RootObserver { observer($0.assumingMemoryBound(to: State.self).pointee) }
    observers.append(entry)
    startTellingObservers()
    return entry
  }

  /// Has this core tell its observation and observers after every send, and after a shared
  /// value changed.
  private func startTellingObservers() {
    hasObservers = true
    if !isRegisteredForSharedChanges {
      isRegisteredForSharedChanges = true
      SharedChangeBroadcast.register(self)
    }
  }

  /// Whether this store is told when a shared value changes (once it has observers).
  private var isRegisteredForSharedChanges = false
  /// Whether a shared value changed while this store was sending.
  // NB: Unchecked like the other hot-path flags: only touched on the main actor, never in
  // overlapping accesses. Checked by
  // `SharedStoreObservationTests.aStoreIsToldOfAChangeMadeOffTheMainActor`.
  @exclusivity(unchecked) private var sharedChangedWhileSending = false

  // NB: The hot path's properties skip dynamic exclusivity checks. They are only touched on
  // the main actor, by this class, and no access can overlap another: the reducer runs
  // synchronously, a reducer that reaches back into its store is caught by `isReducing`
  // before it touches them, and observers run after it returns, each called on a copy of
  // its entry, so one that adds an observer does not overlap the read of `observers`. The
  // members' checks read `currentState` in place in one access after the reduce; they hold
  // no store, and the trackings they report to are told after it.
  // Checked by `FailureCanaryTests.aReducerReadingItsOwnStoreStopsNamingTheReducer` and
  // `StoreObservationTests.aReadPropertyNotifiesWhenItChanges`.
  // Declared last: this class is compiled once for every `State`, and a property declared
  // after one of unknown size lies at an offset read from the type's metadata at each
  // access. Declared first, it cost about 80 instructions of creating a store and 21 of a send.
  @exclusivity(unchecked) private var currentState: State

  /// Tells the observation (the members views read) what changed, then the observers.
  private func notifyObservers() {
    if let observation = existingObservation, let state = stateAddressForChecks {
      // NB: The members' checks read the stored state in place: they hold no store, so
      // nothing they run (getters, `==`, a `deinit`) reduces, and the trackings are told once
      // they are done. Copying the state for them cost about 230 instructions a send.
      if let changes = observation.withBorrowed({ $0.changes(in: state) }) {
        observation.withBorrowed { $0.report(changes) }
      }
    }
    if !observers.isEmpty { tellObservers() }
    hasObservers = trackedReads != nil || !observers.isEmpty
  }

  private func tellObservers() {
    // NB: The address of a copy: the stored state's own address is had only through an
    // access to it, open while observers run, and an observer may read the store's state.
    let state = currentState
    withAddress(of: state) { state in
      var index = 0
      while index < observers.count {
        let observer = observers[index]
        if let notify = observer.notify, !observer.isSet {
          notify(state)
          index += 1
        } else {
          observers.remove(at: index)
        }
      }
    }
  }
}

extension RootCore: SharedChangeObserving {
  /// A shared value changed: observers are told now, or, when the store is sending, once
  /// more before the send returns.
  func sharedValueDidChange() {
    guard hasObservers else { return }
    guard !isSending else {
      sharedChangedWhileSending = true
      return
    }
    isSending = true
    defer { isSending = false }
    notifyObserversUntilSettled()
  }
}

/// How many actions a root store has reduced since something first asked for the count: its
/// state can only have changed when this changed. A scope remembers the count with the state
/// it last derived, so reading a deep scope, or scoping one level further, does not walk the
/// whole chain of parents again.
@MainActor
@usableFromInline
final class StateVersion {
  // NB: Unchecked for the same reason as the root core's hot properties: only touched on the
  // main actor, by the root core and its scopes, never in overlapping accesses. Checked by
  // `StoreScopeTests.testScopesOfScopesAgreeWithTheRoot`.
  @exclusivity(unchecked) @usableFromInline var count = 0
}
