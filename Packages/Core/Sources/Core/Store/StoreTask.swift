/// The effects started by one `Store.send`, as a handle you can wait on or cancel.
///
/// ```swift
/// await store.send(.refresh).finish()   // waits for the refresh effects to finish
/// ```
public struct StoreTask: Hashable, Sendable {
  let rawValue: Task<Void, Never>?

  init(_ rawValue: Task<Void, Never>?) {
    self.rawValue = rawValue
  }

  /// Combines the tasks of several effects into one handle; `nil` when there are none.
  static func combining(_ tasks: [Task<Void, Never>]) -> StoreTask {
    switch tasks.count {
    case 0:
      return StoreTask(nil)
    case 1:
      return StoreTask(tasks[0])
    default:
      return StoreTask(
        Task {
          await withTaskCancellationHandler {
            for task in tasks { await task.value }
          } onCancel: {
            for task in tasks { task.cancel() }
          }
        }
      )
    }
  }

  /// Cancels the effects.
  public func cancel() {
    rawValue?.cancel()
  }

  /// Waits until every effect has finished, or returns at once if there were none.
  public func finish() async {
    await rawValue?.value
  }

  /// Whether the effects were cancelled. `true` when there were none.
  public var isCancelled: Bool {
    rawValue?.isCancelled ?? true
  }
}
