/// Runs a store's effects: starts their tasks, keeps the cancellation registry, and delivers
/// actions they send.
///
/// There is one runner per root store, so cancellation ids belong to that store. When the
/// runner is released with its store, every effect still in flight is cancelled.
@usableFromInline
@MainActor
final class EffectRunner<Action> {
  /// An effect task in flight, and the action whose reduction started it.
  struct RunningEffect {
    let task: Task<Void, Never>
    let origin: Action
    let ids: [CancelID]
  }

  private let deliver: @MainActor @Sendable (Action) -> Void
  private let enqueue: @MainActor (Action) -> Void
  private(set) var running: [Int: RunningEffect] = [:]
  private var tasksByCancelID: [CancelID: Set<Int>] = [:]
  private var nextTaskID = 0
  /// The tasks in flight, readable from `deinit`, which is not isolated to the main actor.
  private let liveTasks = LockIsolated<[Int: Task<Void, Never>]>([:])

  /// - Parameters:
  ///   - deliver: Sends an action from an effect to the store.
  ///   - enqueue: Queues an action sent synchronously by `.send` behind the current one.
  init(
    deliver: @escaping @MainActor @Sendable (Action) -> Void,
    enqueue: @escaping @MainActor (Action) -> Void
  ) {
    self.deliver = deliver
    self.enqueue = enqueue
  }

  /// Starts `effect`, appending the tasks it starts to `tasks`.
  @usableFromInline
  func start(
    _ effect: Effect<Action>, origin: Action, cancelIDs: [CancelID] = [],
    tasks: inout [Task<Void, Never>]
  ) {
    switch effect.operation {
    case .none:
      return
    case let .send(action):
      enqueue(action)
    case let .run(run):
      let send = Send(deliver)
      tasks.append(
        spawn(origin: origin, cancelIDs: cancelIDs, priority: run.priority) {
          await DependencyValues.withCurrent(run.dependencies) { await run.body(send) }
        }
      )
    case let .merge(effects):
      for effect in effects {
        start(effect, origin: origin, cancelIDs: cancelIDs, tasks: &tasks)
      }
    case let .concatenate(effects):
      tasks.append(
        spawn(origin: origin, cancelIDs: cancelIDs, priority: nil) { [weak self] in
          for effect in effects {
            guard let self, !Task.isCancelled else { return }
            await self.runToCompletion(effect, origin: origin, cancelIDs: cancelIDs)
          }
        }
      )
    case let .cancellable(id, cancelInFlight, effect):
      if cancelInFlight { cancel(id: id) }
      start(effect, origin: origin, cancelIDs: cancelIDs + [id], tasks: &tasks)
    case let .cancel(id):
      cancel(id: id)
    }
  }

  /// Runs `effect` inside the current task and returns when it has finished: the part of a
  /// concatenated effect whose turn it is.
  private func runToCompletion(_ effect: Effect<Action>, origin: Action, cancelIDs: [CancelID]) async {
    switch effect.operation {
    case .none:
      return
    case let .send(action):
      Send(deliver)(action)
    case let .run(run):
      let send = Send(deliver)
      await DependencyValues.withCurrent(run.dependencies) { await run.body(send) }
    case let .merge(effects):
      let tasks = effects.map { effect in
        spawn(origin: origin, cancelIDs: cancelIDs, priority: nil) { [weak self] in
          await self?.runToCompletion(effect, origin: origin, cancelIDs: cancelIDs)
        }
      }
      await Self.awaitAll(tasks)
    case let .concatenate(effects):
      for effect in effects {
        guard !Task.isCancelled else { return }
        await runToCompletion(effect, origin: origin, cancelIDs: cancelIDs)
      }
    case let .cancellable(id, cancelInFlight, effect):
      if cancelInFlight { cancel(id: id) }
      let ids = cancelIDs + [id]
      let task = spawn(origin: origin, cancelIDs: ids, priority: nil) { [weak self] in
        await self?.runToCompletion(effect, origin: origin, cancelIDs: ids)
      }
      await Self.awaitAll([task])
    case let .cancel(id):
      cancel(id: id)
    }
  }

  /// Waits for `tasks`, cancelling them if the waiting task is cancelled.
  private static func awaitAll(_ tasks: [Task<Void, Never>]) async {
    await withTaskCancellationHandler {
      for task in tasks { await task.value }
    } onCancel: {
      for task in tasks { task.cancel() }
    }
  }

  /// Starts `body` as a task registered under every id in `cancelIDs`.
  private func spawn(
    origin: Action, cancelIDs: [CancelID], priority: TaskPriority?,
    _ body: @escaping @MainActor @Sendable () async -> Void
  ) -> Task<Void, Never> {
    let taskID = nextTaskID
    nextTaskID += 1
    let task = Task(priority: priority) { @MainActor [weak self] in
      await body()
      self?.finished(taskID)
    }
    running[taskID] = RunningEffect(task: task, origin: origin, ids: cancelIDs)
    liveTasks.withValue { $0[taskID] = task }
    for id in cancelIDs {
      tasksByCancelID[id, default: []].insert(taskID)
    }
    return task
  }

  private func finished(_ taskID: Int) {
    liveTasks.withValue { _ = $0.removeValue(forKey: taskID) }
    guard let effect = running.removeValue(forKey: taskID) else { return }
    for id in effect.ids {
      tasksByCancelID[id]?.remove(taskID)
      if tasksByCancelID[id]?.isEmpty == true { tasksByCancelID[id] = nil }
    }
  }

  /// Cancels every task registered under `id`.
  func cancel(id: CancelID) {
    guard let taskIDs = tasksByCancelID.removeValue(forKey: id) else { return }
    for taskID in taskIDs {
      running[taskID]?.task.cancel()
    }
  }

  /// Cancels every effect in flight.
  func cancelAll() {
    for effect in running.values { effect.task.cancel() }
    tasksByCancelID.removeAll()
  }

  deinit {
    for task in liveTasks.value.values { task.cancel() }
  }
}
