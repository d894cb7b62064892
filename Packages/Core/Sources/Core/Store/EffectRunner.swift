/// Runs a store's effects: starts their tasks, keeps the cancellation registry, and delivers
/// actions they send.
///
/// There is one runner per root store, so cancellation ids belong to that store. When the
/// store goes away, its root core cancels every effect still in flight.
@usableFromInline
@MainActor
final class EffectRunner<Action> {
  struct RunningEffect {
    let task: Task<Void, Never>
    let origin: Action
    let ids: [CancelID]
  }

  private let deliver: @MainActor @Sendable (Action, EffectTasks) -> Void
  private let enqueue: @MainActor (Action) -> Void
  private(set) var running: [Int: RunningEffect] = [:]
  /// Task ids (and `withTaskCancellation` tokens, drawn from the same count) by the ids they
  /// are registered under.
  private var tasksByCancelID: [CancelID: Set<Int>] = [:]
  private let throttles = ThrottleWindows()
  /// Work registered by `withTaskCancellation` inside an effect, by token.
  private var registeredWork: [Int: (ids: [CancelID], cancel: @Sendable () -> Void)] = [:]
  private var nextTaskID = 0
  /// The tasks in flight, readable from a `deinit`, which is not isolated to the main actor.
  /// The store's root core cancels them when it goes away.
  private let liveTasks: LockIsolated<[Int: Task<Void, Never>]>

  /// - Parameters:
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
      let deliver = self.deliver
      let context = self.context(for: run)
      spawn(origin: origin, cancelIDs: cancelIDs, priority: run.priority, into: group) {
        // NB: Runs even when the store is gone by now: the operation sees its cancellation.
        await Self.perform(run, deliver: deliver, context: context, group: group)
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

  /// Runs `run`'s operation to its end, handing it a `send` whose actions' effects join
  /// `group`, and which refuses, reporting it, to deliver once the operation has returned.
  private static func perform(
    _ run: Effect<Action>.Run,
    deliver: @escaping @MainActor @Sendable (Action, EffectTasks) -> Void,
    context: EffectContext, group: EffectTasks
  ) async {
    let lifetime = EffectLifetime(site: run.site)
    let send = Send<Action> { action in
      guard !lifetime.hasEnded else {
        lifetime.reportLateSend(action)
        return
      }
      deliver(action, group)
    }
    await EffectContext.$current.withValue(context) {
      await DependencyValues.withCurrent(run.dependencies) { await run.body(send) }
    }
    lifetime.end()
  }

  /// The context `run`'s operation sees: its feature's path, and this runner's registry,
  /// held weakly so that an operation never keeps a released store's runner alive.
  private func context(for run: Effect<Action>.Run) -> EffectContext {
    EffectContext(
      path: run.path,
      register: { [weak self] id, cancelInFlight, cancel in
        self?.register(id, cancelInFlight: cancelInFlight, cancel: cancel)
      },
      unregister: { [weak self] token in self?.unregister(token) },
      cancel: { [weak self] id in self?.cancel(id: id) },
      throttles: throttles
    )
  }

  /// Registers outside work (`withTaskCancellation`) under `id`; returns its token.
  private func register(
    _ id: CancelID, cancelInFlight: Bool, cancel: @escaping @Sendable () -> Void
  ) -> Int {
    if cancelInFlight { self.cancel(id: id) }
    let token = nextTaskID
    nextTaskID += 1
    let registrations = id.registrations
    registeredWork[token] = (registrations, cancel)
    for id in registrations {
      tasksByCancelID[id, default: []].insert(token)
    }
    return token
  }

  private func unregister(_ token: Int) {
    guard let work = registeredWork.removeValue(forKey: token) else { return }
    forget(token, registeredUnder: work.ids)
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
      if !Task.isCancelled { deliver(action, group) }
    case let .run(run):
      await Self.perform(run, deliver: deliver, context: context(for: run), group: group)
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
    let registrations = Self.registrations(of: cancelIDs)
    running[taskID] = RunningEffect(task: task, origin: origin, ids: registrations)
    liveTasks.withValue { $0[taskID] = task }
    for id in registrations {
      tasksByCancelID[id, default: []].insert(taskID)
    }
    group.append(task, id: taskID)
  }

  /// Every id a task with `cancelIDs` is registered under: each id at its own feature's path
  /// and at every path above it, once.
  private static func registrations(of cancelIDs: [CancelID]) -> [CancelID] {
    switch cancelIDs.count {
    case 0: return []
    case 1 where cancelIDs[0].path.ids.isEmpty: return cancelIDs
    default:
      var seen = Set<CancelID>()
      return cancelIDs.flatMap(\.registrations).filter { seen.insert($0).inserted }
    }
  }

  private func finished(_ taskID: Int) {
    liveTasks.withValue { _ = $0.removeValue(forKey: taskID) }
    guard let effect = running.removeValue(forKey: taskID) else { return }
    forget(taskID, registeredUnder: effect.ids)
  }

  private func forget(_ taskID: Int, registeredUnder ids: [CancelID]) {
    for id in ids {
      tasksByCancelID[id]?.remove(taskID)
      if tasksByCancelID[id]?.isEmpty == true { tasksByCancelID[id] = nil }
    }
  }

  /// Cancels every task registered under `id`: the effects that the feature at `id`'s path,
  /// or a feature below it, made cancellable with that id.
  func cancel(id: CancelID) {
    guard let taskIDs = tasksByCancelID.removeValue(forKey: id) else { return }
    for taskID in taskIDs {
      running[taskID]?.task.cancel()
      registeredWork[taskID]?.cancel()
    }
  }

  func cancelAll() {
    for effect in running.values { effect.task.cancel() }
    for work in registeredWork.values { work.cancel() }
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

/// How long an effect's operation runs, so that its `send` can refuse actions sent after the
/// operation returned (from a task the operation started and did not await).
@MainActor
final class EffectLifetime {
  private let site: EffectSite
  /// The reporters in force where the effect started: a late action may arrive from a
  /// detached task that inherits none.
  private let reporters = IssueReporters.current
  private(set) var hasEnded = false

  init(site: EffectSite) {
    self.site = site
  }

  func end() {
    hasEnded = true
  }

  /// Reports `action`, sent after the operation returned, as dropped.
  func reportLateSend(_ action: some Any) {
    let message = """
      An action was sent from an "Effect.run" created at "\(site.fileID):\(site.line)" after \
      that effect had finished. The action was dropped:

        \(action)

      An effect's "send" must not outlive the effect: await the work that sends (for example \
      with a task group or "for await" over a stream) instead of starting an unstructured Task \
      that keeps "send".
      """
    for reporter in reporters {
      reporter.reportIssue(message, at: site.location)
    }
  }
}
