/// Runs a store's effects: starts their tasks, keeps the cancellation registry, and delivers
/// actions they send.
///
/// There is one runner per root store, so cancellation ids belong to that store. When the
/// store goes away, its root core cancels every effect still in flight.
@usableFromInline
@MainActor
final class EffectRunner<Action> {
  /// An effect task in flight, and the action whose reduction started it.
  struct RunningEffect {
    let task: Task<Void, Never>
    let origin: Action
    let ids: [CancelID]
  }

  private let deliver: @MainActor @Sendable (Action, EffectTasks) -> Void
  private let enqueue: @MainActor (Action) -> Void
  private(set) var running: [Int: RunningEffect] = [:]
  private var tasksByCancelID: [CancelID: Set<Int>] = [:]
  private var nextTaskID = 0
  /// The tasks in flight, readable from a `deinit`, which is not isolated to the main actor.
  /// The store's root core cancels them when it goes away.
  private let liveTasks: LockIsolated<[Int: Task<Void, Never>]>

  /// - Parameters:
  ///   - liveTasks: Where tasks in flight are kept, for whoever cancels them at the end.
  ///   - deliver: Sends an action from an effect to the store; the effects it starts join the
  ///     given tasks, those of the send that started the effect.
  ///   - enqueue: Queues an action sent synchronously by `.send` behind the current one.
  init(
    liveTasks: LockIsolated<[Int: Task<Void, Never>]>,
    deliver: @escaping @MainActor @Sendable (Action, EffectTasks) -> Void,
    enqueue: @escaping @MainActor (Action) -> Void
  ) {
    self.liveTasks = liveTasks
    self.deliver = deliver
    self.enqueue = enqueue
  }

  /// Starts `effect`, adding the tasks it starts to `tasks` (created on the first one).
  @usableFromInline
  func start(
    _ effect: Effect<Action>, origin: Action, cancelIDs: [CancelID] = [],
    tasks: inout EffectTasks?
  ) {
    switch effect.operation {
    case .none:
      return
    case let .send(action):
      enqueue(action)
    case let .run(run):
      let group = tasks.created()
      let send = self.send(into: group)
      spawn(origin: origin, cancelIDs: cancelIDs, priority: run.priority, into: group) {
        await DependencyValues.withCurrent(run.dependencies) { await run.body(send) }
      }
    case let .merge(effects):
      for effect in effects {
        start(effect, origin: origin, cancelIDs: cancelIDs, tasks: &tasks)
      }
    case let .concatenate(effects):
      let group = tasks.created()
      spawn(origin: origin, cancelIDs: cancelIDs, priority: nil, into: group) { [weak self] in
        for effect in effects {
          guard let self, !Task.isCancelled else { return }
          await self.runToCompletion(effect, origin: origin, cancelIDs: cancelIDs, group: group)
        }
      }
    case let .cancellable(id, cancelInFlight, effect):
      if cancelInFlight { cancel(id: id) }
      start(effect, origin: origin, cancelIDs: cancelIDs + [id], tasks: &tasks)
    case let .cancel(id):
      cancel(id: id)
    }
  }

  /// A handle that delivers an effect's actions, whose own effects join `group`.
  private func send(into group: EffectTasks) -> Send<Action> {
    let deliver = self.deliver
    return Send { action in deliver(action, group) }
  }

  /// Runs `effect` inside the current task and returns when it has finished: the part of a
  /// concatenated effect whose turn it is.
  private func runToCompletion(
    _ effect: Effect<Action>, origin: Action, cancelIDs: [CancelID], group: EffectTasks
  ) async {
    switch effect.operation {
    case .none:
      return
    case let .send(action):
      send(into: group)(action)
    case let .run(run):
      let send = self.send(into: group)
      await DependencyValues.withCurrent(run.dependencies) { await run.body(send) }
    case let .merge(effects):
      let tasks = EffectTasks()
      for effect in effects {
        spawn(origin: origin, cancelIDs: cancelIDs, priority: nil, into: tasks) { [weak self] in
          await self?.runToCompletion(effect, origin: origin, cancelIDs: cancelIDs, group: group)
        }
      }
      await StoreTask(tasks).finish()
    case let .concatenate(effects):
      for effect in effects {
        guard !Task.isCancelled else { return }
        await runToCompletion(effect, origin: origin, cancelIDs: cancelIDs, group: group)
      }
    case let .cancellable(id, cancelInFlight, effect):
      if cancelInFlight { cancel(id: id) }
      let ids = cancelIDs + [id]
      let tasks = EffectTasks()
      spawn(origin: origin, cancelIDs: ids, priority: nil, into: tasks) { [weak self] in
        await self?.runToCompletion(effect, origin: origin, cancelIDs: ids, group: group)
      }
      await StoreTask(tasks).finish()
    case let .cancel(id):
      cancel(id: id)
    }
  }

  /// Starts `body` as a task registered under every id in `cancelIDs`, and adds it to
  /// `group`.
  private func spawn(
    origin: Action, cancelIDs: [CancelID], priority: TaskPriority?, into group: EffectTasks,
    _ body: @escaping @MainActor @Sendable () async -> Void
  ) {
    let taskID = nextTaskID
    nextTaskID += 1
    let task = Task(priority: priority) { @MainActor [weak self] in
      await body()
      group.remove(id: taskID)
      self?.finished(taskID)
    }
    running[taskID] = RunningEffect(task: task, origin: origin, ids: cancelIDs)
    liveTasks.withValue { $0[taskID] = task }
    for id in cancelIDs {
      tasksByCancelID[id, default: []].insert(taskID)
    }
    group.append(task, id: taskID)
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
}

extension Optional where Wrapped == EffectTasks {
  /// The tasks, created now if there were none yet.
  mutating func created() -> EffectTasks {
    if let self { return self }
    let tasks = EffectTasks()
    self = tasks
    return tasks
  }
}
