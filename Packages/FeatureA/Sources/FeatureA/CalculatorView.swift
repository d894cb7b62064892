import Effects
import TerminalUI

/// Each field is a part of its own, so that typing in one rebuilds only that field. The
/// fields and the operator row bind to the state, each through the action that sets it.
@MainActor
enum CalculatorView {
  @ElementBuilder<Calculator.Action>
  static func elements(@Bindable _ store: StoreOf<Calculator>) -> [Element<Calculator.Action>] {
    Element.text("Calculator", .heading)
    for field in store.scope(state: \.fields, action: .case(Calculator.Action.fields, \.fields)) {
      @Bindable var field = field
      field.part {
        Element.field(
          TextField(
            id: field.withState(\.id.rawValue), label: field.label,
            text: $field[
              state: \.text, action: .case(NumberField.Action.textChanged, \.textChanged)],
            placeholder: "a whole number", onSubmit: Calculator.Action.calculateButtonTapped))
      }
    }
    store.part { controls(store) }
  }

  @ElementBuilder<Calculator.Action>
  private static func controls(@Bindable _ store: StoreOf<Calculator>) -> [Element<
    Calculator.Action
  >] {
    Element.picker(
      selection: $store[
        state: \.operator, action: .case(Calculator.Action.operatorChanged, \.operatorChanged)],
      options: CalculationOperator.allCases, id: { "op-\($0.rawValue)" }, title: \.symbol)
    Element.button("calculate", "Calculate", .calculateButtonTapped)
    if store.isCalculating { Element.spinner("Calculating…") }
    if let errorMessage = store.errorMessage { Element.error(errorMessage) }
    if let result = store.result { Element.text("Result: \(result)", .success) }
  }
}
