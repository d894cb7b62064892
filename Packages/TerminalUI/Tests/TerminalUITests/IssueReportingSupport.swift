import Effects
import TerminalUI

/// Records each issue it is told about, and whether the terminal was raw at that moment.
final class WitnessReporter: IssueReporter {
  struct Report: Equatable {
    var message: String
    var isKnown: Bool
    var terminalWasRaw: Bool

    init(_ message: String, isKnown: Bool, terminalWasRaw: Bool) {
      self.message = message
      self.isKnown = isKnown
      self.terminalWasRaw = terminalWasRaw
    }
  }

  let terminal: InMemoryTerminal
  private let recorded = LockIsolated<[Report]>([])

  init(terminal: InMemoryTerminal) {
    self.terminal = terminal
  }

  var reports: [Report] { recorded.value }

  func reportIssue(_ message: String, at location: SourceLocation) {
    record(Report(message, isKnown: false, terminalWasRaw: terminal.isRawModeEnabled))
  }

  func reportKnownIssue(_ message: String, at location: SourceLocation) {
    record(Report(message, isKnown: true, terminalWasRaw: terminal.isRawModeEnabled))
  }

  private func record(_ report: Report) {
    recorded.withValue { $0.append(report) }
  }
}

/// Reports issues as its screen appears: from the reducer, and from an effect that then
/// reports each message of `laterIssues` until that stream ends.
struct Warner: Reducer {
  let laterIssues: AsyncStream<String>

  struct State: Equatable {
    var effectReported = false
  }

  enum Action: Equatable {
    case appeared
    case effectReported
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .appeared:
        reportIssue("reported by the reducer")
        for reporter in IssueReporters.current {
          reporter.reportKnownIssue(
            "a known issue, reported by the reducer", at: SourceLocation())
        }
        return .run { [laterIssues] send in
          reportIssue("reported by an effect")
          await send(.effectReported)
          for await message in laterIssues { reportIssue(message) }
        }
      case .effectReported:
        state.effectReported = true
        return .none
      }
    }
  }

  @MainActor
  static func screen(_ store: StoreOf<Self>) -> Screen<Action> {
    Screen(id: "warner", title: "Warner", onAppear: .appeared) {
      Element.text(store.effectReported ? "Effect done" : "Effect running")
    }
  }
}
