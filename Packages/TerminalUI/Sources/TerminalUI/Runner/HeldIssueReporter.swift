import Effects

/// Holds the issues reported while the interactive screen is up, and passes them on to other
/// reporters once ``release()`` is called.
///
/// Core's running-program reporter writes `[Core] warning: …` to standard error, which in a
/// terminal is the screen: the line lands on the drawn frame, and the frame renderer, which
/// only rewrites changed lines, never clears it. ``InteractiveRunner`` installs one of these
/// for its run and releases it after the terminal is put back, so every warning reaches the
/// shell, in the order reported. Issues reported after the release (by an effect that
/// outlives the run) are passed on at once.
final class HeldIssueReporter: IssueReporter {
  private enum Report {
    case issue(String, SourceLocation)
    case knownIssue(String, SourceLocation)
  }

  private struct State {
    var held: [Report] = []
    var isReleased = false
  }

  private let reporters: [any IssueReporter]
  private let state = LockIsolated(State())

  /// Creates a reporter that holds issues for `reporters`.
  ///
  /// - Parameter reporters: Where the issues go on release, such as the reporters in force
  ///   before the run (`IssueReporters.current`).
  init(passingOnTo reporters: [any IssueReporter]) {
    self.reporters = reporters
  }

  /// Holds the issue, or passes it on once released.
  func reportIssue(_ message: String, at location: SourceLocation) {
    hold(.issue(message, location))
  }

  /// Holds the known issue, or passes it on once released.
  func reportKnownIssue(_ message: String, at location: SourceLocation) {
    hold(.knownIssue(message, location))
  }

  /// Passes on every held issue, oldest first; from now on issues are passed on at once.
  func release() {
    let held = state.withValue { state in
      defer {
        state.held = []
        state.isReleased = true
      }
      return state.held
    }
    held.forEach(passOn)
  }

  private func hold(_ report: Report) {
    let isHeld = state.withValue { state in
      if !state.isReleased { state.held.append(report) }
      return !state.isReleased
    }
    if !isHeld { passOn(report) }
  }

  private func passOn(_ report: Report) {
    for reporter in reporters {
      switch report {
      case let .issue(message, location): reporter.reportIssue(message, at: location)
      case let .knownIssue(message, location): reporter.reportKnownIssue(message, at: location)
      }
    }
  }
}
