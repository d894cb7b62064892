import Effects

/// Core's running-program reporter writes `[Core] warning: …` to standard error, which in a
/// terminal is the screen: the line lands on the drawn frame, and the frame renderer, which
/// only rewrites changed lines, never clears it. ``InteractiveRunner`` installs one of these
/// for its run and releases it after the terminal is put back, so every warning reaches the
/// shell, in the order reported. Issues reported after the release (by an effect that
/// outlives the run) are passed on at once.
///
/// At most ``limit`` issues are held: an effect that reports in a loop must not grow the
/// program's memory for as long as the screen is up, nor bury the shell under the same line.
/// The release then passes on the first ``limit`` and one more issue that counts the rest.
final class HeldIssueReporter: IssueReporter {
  private enum Report {
    case issue(String, SourceLocation)
    case knownIssue(String, SourceLocation)
  }

  private struct State {
    var held: [Report] = []
    var dropped = 0
    var isReleased = false
  }

  let limit: Int
  private let reporters: [any IssueReporter]
  private let state = LockIsolated(State())

  init(passingOnTo reporters: [any IssueReporter], limit: Int = 100) {
    self.reporters = reporters
    self.limit = limit
  }

  func reportIssue(_ message: String, at location: SourceLocation) {
    hold(.issue(message, location))
  }

  func reportKnownIssue(_ message: String, at location: SourceLocation) {
    hold(.knownIssue(message, location))
  }

  func release() {
    let (held, dropped) = state.withValue { state in
      defer {
        state.held = []
        state.dropped = 0
        state.isReleased = true
      }
      return (state.held, state.dropped)
    }
    held.forEach(passOn)
    if dropped > 0 {
      let issues = dropped == 1 ? "1 more issue" : "\(dropped) more issues"
      let verb = dropped == 1 ? "is" : "are"
      passOn(
        .issue(
          """
          \(issues) reported while the screen was up \(verb) not shown: only the first \
          \(limit) are kept.
          """,
          SourceLocation()
        ))
    }
  }

  private func hold(_ report: Report) {
    let isHeld = state.withValue { state in
      guard !state.isReleased else { return false }
      if state.held.count < limit {
        state.held.append(report)
      } else {
        state.dropped += 1
      }
      return true
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
