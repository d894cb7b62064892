/// The tasks of the effects one `send` started, and of every action those effects sent back
/// in turn: what a ``StoreTask`` waits for and cancels.
///
/// An effect's follow-up actions belong to the send that started it, as in TCA: awaiting
/// `store.send(.task).finish()` waits for the whole cascade, and cancelling it (a view
/// disappearing) stops the effects its follow-ups started too.
///
/// Only tasks in flight are kept: a task leaves when it finishes, so a long-lived send (a timer
/// whose ticks start effects) does not accumulate finished tasks.
@usableFromInline
final class EffectTasks: Sendable {
  private struct Contents: Sendable {
    var tasks: [Int: Task<Void, Never>] = [:]
    var isCancelled = false
  }

  private let contents = LockIsolated(Contents())

  @usableFromInline
  init() {}

  /// Adds a task under `id`; cancels it at once if these tasks were cancelled already.
  func append(_ task: Task<Void, Never>, id: Int) {
    let cancelled = contents.withValue { contents in
      contents.tasks[id] = task
      return contents.isCancelled
    }
    if cancelled { task.cancel() }
  }

  /// Forgets the task under `id`, which has finished.
  func remove(id: Int) {
    contents.withValue { _ = $0.tasks.removeValue(forKey: id) }
  }

  /// Cancels every task in flight, and every task added from now on.
  func cancel() {
    let tasks = contents.withValue { contents in
      contents.isCancelled = true
      return Array(contents.tasks.values)
    }
    for task in tasks { task.cancel() }
  }

  var isCancelled: Bool {
    contents.withValue { $0.isCancelled }
  }

  /// Waits until no task is in flight, including tasks added while waiting.
  func waitForAll() async {
    while let (id, task) = contents.withValue({ $0.tasks.first.map { ($0.key, $0.value) } }) {
      await task.value
      remove(id: id)
    }
  }
}
