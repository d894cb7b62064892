import Effects
import FactLoading
import TerminalUI

/// A2's screen: its fact, the calculator, and "Fact for the result".
public enum A2View {
  /// A2's screen for `state`.
  ///
  /// - Parameters:
  ///   - state: The screen's state.
  ///   - depth: Its position on the stack that holds it (1 for the first A2), shown in the
  ///     title; `nil` when it is shown on its own (a preview).
  public static func screen(_ state: A2.State, depth: Int? = nil) -> Screen<A2.Action> {
    Screen(
      id: "a2",
      title: "A2 · \(state.number)" + (depth.map { " (\($0) deep)" } ?? ""),
      onAppear: .fact(.onAppear),
      focusRequest: state.calculator.focusedField?.rawValue,
      onFocusChange: { .calculator(.focusChanged(CalculationError.Field(rawValue: $0))) }
    ) {
      FactLoaderView.elements(state.fact).map { $0.map(A2.Action.fact) }
      Element.blank
      CalculatorView.elements(state.calculator).map { $0.map(A2.Action.calculator) }
      Element.button(
        "fact-for-result", "Fact for the result", .factForResultButtonTapped,
        isEnabled: state.calculator.result != nil)
    }
  }
}
