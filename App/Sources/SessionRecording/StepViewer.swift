import Effects
import TerminalUI

/// `App --replay FILE --step`: walks through a recording one step at a time, showing the
/// frame the person saw at each input and the actions (with their state diffs) that led to
/// it since the previous one.
public struct StepViewer: Reducer, Sendable {
  public struct State: Equatable, Sendable {
    public let recording: Recording
    /// The step shown, from 0.
    public var index = 0
    /// How many lines of the step's page are scrolled off the top. Every step opens at its
    /// top.
    public var scroll = 0

    public init(recording: Recording) {
      self.recording = recording
    }

    /// The actions the root store received after the previous step's input, up to this
    /// step: what changed the screen to the frame shown.
    public var actions: [String] {
      let steps = recording.steps
      guard steps.indices.contains(index) else { return [] }
      let from = index == 0 ? Duration.milliseconds(-1) : steps[index - 1].time
      let to = steps[index].time
      return recording.actions.filter { $0.time > from && $0.time <= to }.map(\.text)
    }

    /// The step's page, top to bottom: the frame the person saw, then the actions behind
    /// it, one line each. It can be longer than the terminal; `scroll` says where it starts.
    public var page: [PageLine] {
      var page: [PageLine] = []
      if let seen = recording.steps.indices.contains(index) ? recording.steps[index].seen : nil {
        page.append(.heading("The screen (\(seen.size.columns)×\(seen.size.rows)):"))
        for line in seen.text.split(separator: "\n", omittingEmptySubsequences: false) {
          page.append(.text("│ " + line))
        }
      } else {
        page.append(.note("No frame was drawn before this input: it came with the previous one."))
      }
      page.append(.text(""))
      page.append(.heading("Actions since the previous step"))
      if actions.isEmpty { page.append(.note("none")) }
      for action in actions {
        for line in action.split(separator: "\n", omittingEmptySubsequences: false) {
          page.append(.text(String(line)))
        }
      }
      page.append(.note("End of step \(index + 1)."))
      return page
    }
  }

  /// One line of a step's page, with what it is, so that the view can style it.
  public enum PageLine: Equatable, Sendable {
    case heading(String)
    case text(String)
    case note(String)
  }

  public enum Action: Equatable, Sendable {
    case firstStepTapped
    case lastStepTapped
    case nextStepTapped
    case previousStepTapped
    case scrollDownTapped
    case scrollUpTapped
  }

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      let last = max(state.recording.steps.count - 1, 0)
      switch action {
      case .firstStepTapped: state.show(step: 0)
      case .lastStepTapped: state.show(step: last)
      case .nextStepTapped: state.show(step: min(state.index + 1, last))
      case .previousStepTapped: state.show(step: max(state.index - 1, 0))
      // The page's last line stays on screen, however short the terminal.
      case .scrollDownTapped: state.scroll = min(state.scroll + 1, state.page.count - 1)
      case .scrollUpTapped: state.scroll = max(state.scroll - 1, 0)
      }
      return .none
    }
  }
}

extension StepViewer.State {
  /// Shows `step` from the top of its page, also when it is the step already shown: Home on
  /// the first step goes back to its top.
  fileprivate mutating func show(step: Int) {
    index = step
    scroll = 0
  }
}
