import Foundation

/// Whether the current code runs on the main actor, without trapping when it does not
/// (`MainActor.assumeIsolated` traps).
///
/// Asks the concurrency runtime's `swift_task_isCurrentExecutorWithFlags` with no flags,
/// which answers `false` instead of crashing. The main thread is not the answer: Swift Testing
/// on Linux runs main-actor tests on another thread. If the runtime function cannot be found,
/// it says so as an issue (once: a failing test, or a warning in a program) and falls back to
/// `Thread.isMainThread`, right everywhere but there.
func isOnMainActor() -> Bool {
  guard let isCurrentExecutor = CurrentExecutorCheck.function else {
    CurrentExecutorCheck.reportMissingOnce()
    return Thread.isMainThread
  }
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

  private static let reported = LockIsolated(false)

  static func reportMissingOnce() {
    let first = reported.withValue { wasReported in
      defer { wasReported = true }
      return !wasReported
    }
    guard first else { return }
    reportIssue(
      """
      The Swift runtime has no swift_task_isCurrentExecutorWithFlags: Core cannot tell \
      whether code runs on the main actor, and asks whether it runs on the main thread \
      instead, which is wrong where the main actor runs elsewhere (Swift Testing on Linux).
      """
    )
  }
}
