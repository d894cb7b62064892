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

/// A thread-safe log of what happened, in order.
final class EventLog: Sendable {
  private let events = LockIsolated<[String]>([])

  func append(_ event: String) {
    events.withValue { $0.append(event) }
  }

  var entries: [String] { events.value }
}
