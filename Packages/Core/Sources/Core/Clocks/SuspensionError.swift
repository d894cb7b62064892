/// The error ``TestClock/checkSuspension(isolation:)`` throws when no task is sleeping on
/// the clock.
///
/// A test uses it to prove that a feature is waiting on time, for example that a timer is
/// running, before advancing the clock:
///
/// ```swift
/// store.send(.startTimer)
/// try await clock.checkSuspension()  // throws SuspensionError if the timer never slept
/// ```
public struct SuspensionError: Error, Equatable, Sendable, CustomStringConvertible {
  /// What was expected and what to check.
  public var description: String

  public init() {
    self.description = """
      Expected a task to be sleeping on the TestClock, but none is. The work that should wait on \
      the clock either has not started, already finished, or sleeps on a different clock (check \
      that it reads the clock from the dependency the test overrides).
      """
  }

  public init(description: String) {
    self.description = description
  }
}
