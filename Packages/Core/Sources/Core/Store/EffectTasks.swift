/// The tasks of the effects one `send` started, and of every action those effects sent back
/// in turn: what a ``StoreTask`` waits for and cancels.
///
/// An effect's follow-up actions belong to the send that started it, as in TCA: awaiting
/// `store.send(.task).finish()` waits for the whole cascade, and cancelling it (a view
/// disappearing) stops the effects its follow-ups started too.
@usableFromInline
final class EffectTasks: Sendable {
  private struct Contents: Sendable {
    var tasks: [Task<Void, Never>] = []
    var isCancelled = false
  }

  private let contents = LockIsolated(Contents())

  @usableFromInline
  init() {}

  /// Adds a task; cancels it at once if these tasks were cancelled already.
  func append(_ task: Task<Void, Never>) {
    let cancelled = contents.withValue { contents in
      contents.tasks.append(task)
      return contents.isCancelled
    }
    if cancelled { task.cancel() }
  }

  /// Cancels every task so far, and every task added from now on.
  func cancel() {
    let tasks = contents.withValue { contents in
      contents.isCancelled = true
      return contents.tasks
    }
    for task in tasks { task.cancel() }
  }

  /// Whether ``cancel()`` was called.
  var isCancelled: Bool {
    contents.withValue { $0.isCancelled }
  }

  /// Waits for every task, including those added while waiting.
  func waitForAll() async {
    var index = 0
    while let task = contents.withValue({ index < $0.tasks.count ? $0.tasks[index] : nil }) {
      await task.value
      index += 1
    }
  }
}
