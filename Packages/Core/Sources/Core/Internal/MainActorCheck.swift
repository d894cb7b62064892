import Foundation

/// Whether the current code runs on the main actor, without trapping when it does not
/// (`MainActor.assumeIsolated` traps).
///
/// Asks the concurrency runtime's `swift_task_isCurrentExecutorWithFlags` with no flags,
/// which answers `false` instead of crashing. The main thread is not the answer: Swift Testing
/// on Linux runs main-actor tests on another thread. If the runtime function cannot be found,
/// falls back to `Thread.isMainThread`.
func isOnMainActor() -> Bool {
  guard let isCurrentExecutor = CurrentExecutorCheck.function else { return Thread.isMainThread }
  let (identity, implementation) = unsafeBitCast(
    MainActor.shared.unownedExecutor, to: (UnsafeRawPointer?, UInt).self)
  return isCurrentExecutor(identity, implementation, 0)
}

private enum CurrentExecutorCheck {
  /// `bool swift_task_isCurrentExecutorWithFlags(SerialExecutorRef, flags)`: the executor
  /// reference is two words (identity, implementation), the flags one.
  typealias Function = @convention(thin) (UnsafeRawPointer?, UInt, UInt64) -> Bool

  static let function: Function? = loadedSymbol("swift_task_isCurrentExecutorWithFlags").map {
    unsafeBitCast($0, to: Function.self)
  }
}
