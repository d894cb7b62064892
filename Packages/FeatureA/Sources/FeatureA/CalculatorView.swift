import Effects
import TerminalUI

/// Each field is a part of its own, so that typing in one rebuilds only that field.
@MainActor
enum CalculatorView {
  @ElementBuilder<Calculator.Action>
  static func elements(_ store: StoreOf<Calculator>) -> [Element<Calculator.Action>] {
    Element.text("Calculator", .heading)
    for field in store.scope(state: \.fields, action: .case(Calculator.Action.fields, \.fields)) {
      let id = field.withState(\.id)
      field.part {
        Element.field(
          TextField(
            id: id.rawValue, label: field.label, text: field.text,
            placeholder: "a whole number", onSubmit: Calculator.Action.calculateButtonTapped
          ) { .fields(.element(id: id, action: .textChanged($0))) })
      }
    }
    store.part { controls(store) }
  }

  @ElementBuilder<Calculator.Action>
  private static func controls(_ store: StoreOf<Calculator>) -> [Element<Calculator.Action>] {
    Element.buttonRow(
      CalculationOperator.allCases.map { op in
        Button(
          id: "op-\(op.rawValue)", title: op.symbol, action: .operatorChanged(op),
          isSelected: op == store.operator)
      })
    Element.button("calculate", "Calculate", .calculateButtonTapped)
    if store.isCalculating { Element.spinner("Calculating…") }
    if let errorMessage = store.errorMessage { Element.error(errorMessage) }
    if let result = store.result { Element.text("Result: \(result)", .success) }
  }
}
