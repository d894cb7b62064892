/// A timed loop: performs a scenario's operation `iterations` times.
///
/// A scenario builds its stores and state before it returns the workload, so setup is never
/// timed; the loop itself runs inside one call, so calling the workload costs nothing per
/// operation.
enum Workload {
  /// An operation that completes synchronously, such as `Store.send` of an action without
  /// effects.
  case sync(@MainActor (_ iterations: Int) -> Void)
  /// An operation that must be awaited, such as a `.run` effect or `TestStore.send`.
  case async(@MainActor (_ iterations: Int) async -> Void)

  /// Performs `iterations` operations and returns how long they took on `ContinuousClock`.
  @MainActor
  func time(_ iterations: Int) async -> Duration {
    let clock = ContinuousClock()
    switch self {
    case let .sync(body):
      return clock.measure { body(iterations) }
    case let .async(body):
      let start = clock.now
      await body(iterations)
      return start.duration(to: clock.now)
    }
  }
}
