import Effects

/// One labelled text field of the calculator, identified by the operand it holds.
///
/// The calculator keeps its fields in an `IdentifiedArrayOf<NumberField.State>` and runs them
/// with `forEach`; a view sends ``Action/textChanged(_:)`` as the person types.
public struct NumberField: Reducer, Sendable {
  /// A field's label and the text typed into it.
  public struct State: Equatable, Identifiable, Sendable {
    /// Which operand the field holds; a `CalculationError.notANumber(field:)` names it.
    public let id: CalculationError.Field
    /// What the screen shows beside the field, such as `"Left number"`.
    public var label: String
    /// The text typed so far, sent to the calculation as it is.
    public var text: String

    /// A field for the operand `id`.
    ///
    /// - Parameters:
    ///   - id: The operand the field holds.
    ///   - label: What the screen shows beside the field.
    ///   - text: The text already typed.
    public init(id: CalculationError.Field, label: String, text: String = "") {
      self.id = id
      self.label = label
      self.text = text
    }
  }
  public enum Action: Equatable, Sendable {
    /// The person changed the text to this.
    case textChanged(String)

    public var textChanged: String? {
      if case let .textChanged(text) = self { text } else { nil }
    }
  }

  public init() {}

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case let .textChanged(text):
      state.text = text
      return .none
    }
  }
}
