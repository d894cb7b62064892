import Core
import XCTest

/// Suspends until the current task is cancelled. Effects in tests use it to stand for
/// long-running work without touching a clock.
func suspendUntilCancelled() async {
  let (stream, continuation) = AsyncStream<Never>.makeStream()
  await withTaskCancellationHandler {
    for await _ in stream {}
  } onCancel: {
    continuation.finish()
  }
}

/// A one-shot signal one task fires and another awaits.
final class Signal: Sendable {
  private let stream: AsyncStream<Void>
  private let continuation: AsyncStream<Void>.Continuation

  init() {
    (stream, continuation) = AsyncStream<Void>.makeStream(bufferingPolicy: .bufferingNewest(1))
  }

  func fire() {
    continuation.yield()
    continuation.finish()
  }

  func wait() async {
    for await _ in stream { return }
  }
}

/// Awaits `operation`, failing the test instead of hanging when it takes longer than
/// `timeout`. The timeout only guards against a broken implementation; passing tests never
/// wait on it.
@MainActor
func awaitWithTimeout(
  _ timeout: Duration = .seconds(10),
  file: StaticString = #filePath, line: UInt = #line,
  _ operation: @escaping @MainActor @Sendable () async -> Void
) async {
  let finished = await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
    let resumed = LockIsolated(false)
    let resume: @Sendable (Bool) -> Void = { value in
      let first = resumed.withValue { wasResumed in
        defer { wasResumed = true }
        return !wasResumed
      }
      if first { continuation.resume(returning: value) }
    }
    Task { @MainActor in
      await operation()
      resume(true)
    }
    Task {
      try? await Task.sleep(for: timeout)
      resume(false)
    }
  }
  if !finished {
    XCTFail("Timed out after \(timeout)", file: file, line: line)
  }
}

/// Waits until `condition` holds, failing the running test (XCTest or Swift Testing) instead
/// of hanging after `timeout`.
///
/// A test that must act only once other work has reached a point (an effect started or
/// registered its cancel id, a task sleeps on a clock, a file was written) waits for what
/// that work does there. Yielding a fixed number of times is not enough: on a loaded machine
/// the other work's thread may not run at all meanwhile.
func waitUntil(
  _ timeout: Duration = .seconds(10),
  isolation: isolated (any Actor)? = #isolation,
  fileID: String = #fileID, filePath: String = #filePath, line: UInt = #line,
  column: UInt = #column,
  _ condition: () -> Bool
) async {
  let deadline = ContinuousClock.now.advanced(by: timeout)
  while !condition() {
    guard ContinuousClock.now < deadline else {
      // NB: Straight to the test framework: a test may have installed reporters of its own.
      return TestFrameworkReporter().reportIssue(
        "Still waiting after \(timeout)",
        at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }
    await Task.yield()
    try? await Task.sleep(for: .milliseconds(1))
  }
}

/// A thread-safe log of what happened, in order.
final class EventLog: Sendable {
  private let events = LockIsolated<[String]>([])

  func append(_ event: String) {
    events.withValue { $0.append(event) }
  }

  var entries: [String] { events.value }
}
