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
  }

  public enum Action: Equatable, Sendable {
    case firstStepTapped
    case lastStepTapped
    case nextStepTapped
    case previousStepTapped
  }

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      let last = max(state.recording.steps.count - 1, 0)
      switch action {
      case .firstStepTapped: state.index = 0
      case .lastStepTapped: state.index = last
      case .nextStepTapped: state.index = min(state.index + 1, last)
      case .previousStepTapped: state.index = max(state.index - 1, 0)
      }
      return .none
    }
  }
}
