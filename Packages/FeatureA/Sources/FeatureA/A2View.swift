import Effects
import FactLoading
import TerminalUI

@MainActor
public enum A2View {
  /// `depth` is the screen's position on its stack (1 for the first A2), shown in the title;
  /// `nil` when it is shown on its own (a preview).
  public static func screen(_ store: StoreOf<A2>, depth: Int? = nil) -> Screen<A2.Action> {
    store.part(id: depth) {
      let calculator = store.scope(
        state: \.calculator, action: .case(A2.Action.calculator, \.calculator))
      return Screen(
        id: "a2",
        title: "A2 · \(store.number)" + (depth.map { " (\($0) deep)" } ?? ""),
        onAppear: .fact(.onAppear),
        focusRequest: calculator.focusedField?.rawValue,
        onFocusChange: { .calculator(.focusChanged(CalculationError.Field(rawValue: $0))) }
      ) {
        Element.scoped(store, state: \.fact, action: .case(A2.Action.fact, \.fact)) {
          FactLoaderView.elements($0)
        }
        Element.blank
        Element.scoped(
          store, state: \.calculator, action: .case(A2.Action.calculator, \.calculator),
          CalculatorView.elements)
        calculator.part {
          Element.button(
            "fact-for-result", "Fact for the result", A2.Action.factForResultButtonTapped,
            isEnabled: calculator.result != nil)
        }
      }
    }
  }
}
