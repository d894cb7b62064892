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

  @usableFromInline
  init() {}

  /// Calls `onChange` after every send that changed the value `extract` derives, until
  /// `isCancelled` is set.
  func addObserver(_ observer: @escaping @MainActor (State) -> Void, isCancelled: ObservationFlag) {
    fatalError("abstract")
  }
}

/// Runs the reducer for one action on the state, and hands a non-`.none` effect to the
/// runner. Built where the reducer's type is known (`Store.init`, `TestStore.init`), so the
/// reducer, its state and its effect are handled by specialized code, while the root core
/// stays generic over state and action only.
@usableFromInline
typealias ReduceAndStart<State, Action> =
  (inout State, Action, EffectRunner<Action>, inout EffectTasks?) -> Void

/// The root of a store tree: owns the state, runs the reducer, runs effects.
///
/// The send path touches no generic value but through `reduceAndStart`: flags and counts are
/// plain `Bool`s and `Int`s, so unspecialized code never looks up type metadata per send.
@usableFromInline
@MainActor
final class RootCore<State, Action>: StoreCore<State, Action> {
  /// Something to tell after each send, until its flag is set.
  private struct Observer {
    let notify: @MainActor (State) -> Void
    let isCancelled: ObservationFlag
  }

  // NB: The hot path's properties skip dynamic exclusivity checks. They are only touched on
  // the main actor, by this class, and no access can overlap another: the reducer runs
  // synchronously and cannot reach the store, and observers run after it returns.
  @exclusivity(unchecked) private var currentState: State
  private let reduceAndStart: ReduceAndStart<State, Action>
  /// The dependencies the reducer and its effects see.
  var dependencies: DependencyValues {
    get { dependencyBox.values }
    set { dependencyBox = ReduceScope.Box(newValue) }
  }
  @exclusivity(unchecked) private var dependencyBox: ReduceScope.Box
  private var bufferedActions: [Action] = []
  @exclusivity(unchecked) private var hasBufferedActions = false
  @exclusivity(unchecked) private var isSending = false
  private var observers: [Observer] = []
  @exclusivity(unchecked) private var hasObservers = false
  private(set) lazy var effects = EffectRunner<Action>(
    liveTasks: liveTasks,
    deliver: { [weak self] action, tasks in _ = self?.send(action, joining: tasks) },
    enqueue: { [weak self] action in self?.enqueue(action) }
  )
  /// The effect tasks in flight, for `deinit`: a running effect can keep the runner itself
  /// alive, so the core, not the runner, cancels them when the store goes away.
  private let liveTasks = LockIsolated<[Int: Task<Void, Never>]>([:])
  private var isNotifying = false
  private var observerActions: [Action] = []

  @usableFromInline
  init(
    initialState: State,
    dependencies: DependencyValues,
    reduceAndStart: @escaping ReduceAndStart<State, Action>
  ) {
    self.currentState = initialState
    self.reduceAndStart = reduceAndStart
    self.dependencyBox = ReduceScope.Box(dependencies)
  }

  @usableFromInline
  override var state: State { currentState }

  /// Reduces `action`, then every action queued while reducing it, in order; starts their
  /// effects; then notifies observers, and reduces whatever they sent in turn.
  ///
  /// An action sent while this runs (by a `.send` effect, or by an observer) is queued and
  /// reduced by this call, after the current one: the nested call returns an empty task.
  @usableFromInline
  override func send(_ action: Action) -> StoreTask {
    send(action, joining: nil)
  }

  /// Sends `action`; the effects it starts join `tasks` when given (an effect's follow-up
  /// action joins the tasks of the send that started the effect).
  private func send(_ action: Action, joining tasks: EffectTasks?) -> StoreTask {
    guard !isSending else {
      enqueue(action)
      return StoreTask(nil)
    }
    isSending = true
    defer { isSending = false }
    var tasks = tasks
    let effects = self.effects
    ReduceScope.with(dependencyBox) {
      reduceAndStart(&currentState, action, effects, &tasks)
    }
    while hasBufferedActions || hasObservers {
      if hasBufferedActions {
        ReduceScope.with(dependencyBox) { reduceBuffered(tasks: &tasks) }
      }
      guard hasObservers else { break }
      notifyObservers()
      if !hasBufferedActions { break }
    }
    return StoreTask(tasks)
  }

  /// Queues an action sent while this core is sending. One sent by an observer starts its
  /// effects in a group of its own: it does not belong to the send being processed.
  private func enqueue(_ action: Action) {
    if isNotifying {
      observerActions.append(action)
    } else {
      bufferedActions.append(action)
    }
    hasBufferedActions = true
  }

  deinit {
    for task in liveTasks.value.values { task.cancel() }
  }

  /// Reduces the queued actions in order, including those they queue in turn. Actions from
  /// observers go last, each starting its effects (and its `.send` follow-ups' effects) in a
  /// group of its own.
  private func reduceBuffered(tasks: inout EffectTasks?) {
    drainBuffer(into: &tasks)
    while !observerActions.isEmpty {
      let action = observerActions.removeFirst()
      var ownTasks: EffectTasks?
      reduceAndStart(&currentState, action, effects, &ownTasks)
      drainBuffer(into: &ownTasks)
    }
    hasBufferedActions = false
  }

  /// Reduces `bufferedActions` in order, including those queued meanwhile.
  private func drainBuffer(into tasks: inout EffectTasks?) {
    let effects = self.effects
    var index = 0
    while index < bufferedActions.count {
      let action = bufferedActions[index]
      index += 1
      reduceAndStart(&currentState, action, effects, &tasks)
    }
    bufferedActions.removeAll(keepingCapacity: true)
  }

  override func addObserver(_ observer: @escaping @MainActor (State) -> Void, isCancelled: ObservationFlag) {
    observers.append(Observer(notify: observer, isCancelled: isCancelled))
    hasObservers = true
  }

  private func notifyObservers() {
    isNotifying = true
    defer { isNotifying = false }
    let state = currentState
    var index = 0
    while index < observers.count {
      if observers[index].isCancelled.isSet {
        observers.remove(at: index)
      } else {
        observers[index].notify(state)
        index += 1
      }
    }
    hasObservers = !observers.isEmpty
  }
}
