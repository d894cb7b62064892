/// The effects started by one `Store.send`, and by the actions they send back in turn, as a
/// handle you can wait on or cancel.
///
/// ```swift
/// await store.send(.refresh).finish()   // waits for the refresh effects and their follow-ups
/// ```
public struct StoreTask: Hashable, Sendable {
  let tasks: EffectTasks?

  init(_ tasks: EffectTasks?) {
    self.tasks = tasks
  }

  /// Cancels the effects, and any effect their follow-up actions start later.
  public func cancel() {
    tasks?.cancel()
  }

  /// Waits until every effect has finished, including those started by actions the effects
  /// sent back; returns at once if there were none. Cancelling the waiting task cancels the
  /// effects.
  public func finish() async {
    guard let tasks else { return }
    await withTaskCancellationHandler {
      await tasks.waitForAll()
    } onCancel: {
      tasks.cancel()
    }
  }

  /// Whether ``cancel()`` was called. `true` when the send started no effect.
  public var isCancelled: Bool {
    tasks?.isCancelled ?? true
  }

  /// Two handles are equal when they stand for the same send's effects.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.tasks === rhs.tasks
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(tasks.map(ObjectIdentifier.init))
  }
}
