/// What a ``Store`` reads and sends through: the root, which owns state, reducer and
/// effects, or a scope onto part of a parent.
///
/// An abstract class rather than a protocol so that a store calls through one vtable slot,
/// with no existential boxing on the send path.
@MainActor
class StoreCore<State, Action> {
  /// The current state; a scope derives it from its parent on every read.
  var state: State { fatalError("abstract") }

  /// Sends `action` up to the root and returns the tasks of the effects it started.
  func send(_ action: Action) -> StoreTask { fatalError("abstract") }

  /// Calls `onChange` after every send that changed the value `extract` derives, until
  /// `isCancelled` is set.
  func addObserver(_ observer: @escaping @MainActor (State) -> Void, isCancelled: ObservationFlag) {
    fatalError("abstract")
  }
}

/// The root of a store tree: owns the state, runs the reducer, runs effects.
@MainActor
final class RootCore<R: Reducer>: StoreCore<R.State, R.Action> {
  typealias State = R.State
  typealias Action = R.Action

  private var currentState: State
  private let reducer: R
  var dependencies: DependencyValues
  private var bufferedActions: [Action] = []
  private var isSending = false
  private var observers: [(notify: @MainActor (State) -> Void, isCancelled: ObservationFlag)] = []
  private(set) lazy var effects = EffectRunner<Action>(
    deliver: { [weak self] action in _ = self?.send(action) },
    enqueue: { [weak self] action in self?.bufferedActions.append(action) }
  )

  init(initialState: State, reducer: R, dependencies: DependencyValues) {
    self.currentState = initialState
    self.reducer = reducer
    self.dependencies = dependencies
  }

  override var state: State { currentState }

  /// Reduces `action`, then every action queued while reducing it, in order; starts their
  /// effects; then notifies observers once.
  ///
  /// An action sent while the reducer runs (by a `.send` effect, or by an observer) is queued
  /// and reduced after the current one, by the outer call: the nested call returns an empty
  /// task.
  override func send(_ action: Action) -> StoreTask {
    bufferedActions.append(action)
    guard !isSending else { return StoreTask(nil) }
    isSending = true
    var tasks: [Task<Void, Never>] = []
    DependencyValues.$current.withValue(dependencies) {
      var index = 0
      while index < bufferedActions.count {
        let action = bufferedActions[index]
        index += 1
        let effect = reducer.reduce(into: &currentState, action: action)
        if !effect.isNone {
          effects.start(effect, origin: action, tasks: &tasks)
        }
      }
    }
    bufferedActions.removeAll(keepingCapacity: true)
    isSending = false
    if !observers.isEmpty { notifyObservers() }
    return StoreTask.combining(tasks)
  }

  override func addObserver(_ observer: @escaping @MainActor (State) -> Void, isCancelled: ObservationFlag) {
    observers.append((observer, isCancelled))
  }

  private func notifyObservers() {
    observers.removeAll { $0.isCancelled.isSet }
    let state = currentState
    for observer in observers where !observer.isCancelled.isSet {
      observer.notify(state)
    }
  }
}
