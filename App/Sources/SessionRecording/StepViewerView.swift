import Effects
import Foundation
import TerminalUI

/// The step viewer's screen: which step, its input and time, the frame the person saw, and
/// the actions behind it.
public enum StepViewerView {
  public static func screen(_ state: StepViewer.State) -> Screen<StepViewer.Action> {
    let steps = state.recording.steps
    let step = steps.indices.contains(state.index) ? steps[state.index] : nil
    let seconds = step?.time.secondsText
    let input = step?.input?.scriptLine.map { "then '\($0)'" } ?? "the end"
    return Screen(
      id: "step",
      title: "Step \(state.index + 1) of \(steps.count) · \(seconds ?? "") · \(input)",
      shortcuts: [
        Shortcut(key: .left, "previous", .previousStepTapped),
        Shortcut(key: .right, "next", .nextStepTapped),
        Shortcut(key: .home, "first", .firstStepTapped),
        Shortcut(key: .end, "last", .lastStepTapped),
      ]
    ) {
      if let seen = step?.seen {
        Element.text("The screen (\(seen.size.columns)×\(seen.size.rows)):", .heading)
        for line in seen.text.split(separator: "\n", omittingEmptySubsequences: false) {
          Element.text("│ " + line)
        }
      } else {
        Element.text(
          "No frame was drawn before this input: it came with the previous one.", .secondary)
      }
      Element.blank
      Element.text("Actions since the previous step", .heading)
      if state.actions.isEmpty {
        Element.text("none", .secondary)
      }
      for action in state.actions {
        for line in action.split(separator: "\n", omittingEmptySubsequences: false) {
          Element.text(String(line))
        }
      }
    }
  }
}
