import Effects
import Foundation
import TerminalUI

/// The step viewer's screen: which step, its input and time, then the step's page (the frame
/// the person saw and the actions behind it) from where it is scrolled to.
@MainActor
public enum StepViewerView {
  public static func screen(_ store: StoreOf<StepViewer>) -> Screen<StepViewer.Action> {
    let state = store.state
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
        Shortcut(key: .up, "scroll up", .scrollUpTapped),
        Shortcut(key: .down, "scroll down", .scrollDownTapped),
      ]
    ) {
      if state.scroll > 0 {
        Element.text("↑ \(state.scroll) more line\(state.scroll == 1 ? "" : "s") above", .secondary)
      }
      for line in state.page.dropFirst(state.scroll) {
        switch line {
        case let .heading(text): Element.text(text, .heading)
        case let .text(text): Element.text(text)
        case let .note(text): Element.text(text, .secondary)
        }
      }
    }
  }
}
