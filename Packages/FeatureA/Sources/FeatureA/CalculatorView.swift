import Effects
import TerminalUI

/// The calculator's part of A2's screen: the two number fields (Enter in either calculates),
/// the operator as a row of four buttons with the chosen one selected, "Calculate", and the
/// result or the error's message.
enum CalculatorView {
  /// The elements for `state`, to embed with `.map`.
  @ElementBuilder<Calculator.Action>
  static func elements(_ state: Calculator.State) -> [Element<Calculator.Action>] {
    Element.text("Calculator", .heading)
    for field in state.fields {
      Element.field(
        TextField(
          id: field.id.rawValue, label: field.label, text: field.text,
          placeholder: "a whole number", onSubmit: .calculateButtonTapped
        ) { .fields(.element(id: field.id, action: .textChanged($0))) })
    }
    Element.buttonRow(
      CalculationOperator.allCases.map { op in
        Button(
          id: "op-\(op.rawValue)", title: op.symbol, action: .operatorChanged(op),
          isSelected: op == state.operator)
      })
    Element.button("calculate", "Calculate", .calculateButtonTapped)
    if state.isCalculating { Element.spinner("Calculating…") }
    if let errorMessage = state.errorMessage { Element.error(errorMessage) }
    if let result = state.result { Element.text("Result: \(result)", .success) }
  }
}
