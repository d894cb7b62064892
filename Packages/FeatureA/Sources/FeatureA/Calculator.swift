import Effects

/// The seeds' calculator: two number fields, an operator, and a calculation through
/// `@Dependency(\.calculation)` that shows a result or says what is wrong.
///
/// A2 hosts one: `Scope(state: \.calculator, action: .case(Action.calculator, \.calculator)) {
/// Calculator() }`. A bad number's error names its field, and focus moves to that field.
///
/// Forms here are written with bindings (`BindableAction` and `BindingReducer`, as Login
/// does), except these two fields: each is a ``NumberField`` child run with `forEach` over an
/// `IdentifiedArray`, the repository's one example of a collection of child reducers outside
/// navigation. A new form uses bindings.
public struct Calculator: Reducer, Sendable {
  /// The fields, the operator, and the outcome of the last calculation.
  public struct State: Equatable, Sendable {
    /// The left and the right number, in that order, run by ``NumberField``.
    public var fields: IdentifiedArrayOf<NumberField.State>
    /// How the two numbers are combined.
    public var `operator`: CalculationOperator
    /// Whether a calculation is in flight.
    public var isCalculating = false
    /// The last successful result; kept when a later calculation fails, cleared when an
    /// input changes.
    public var result: Int?
    /// Why the last calculation failed (`CalculationError`'s description), or `nil`; cleared
    /// when an input changes.
    public var errorMessage: String?
    /// The field that has focus; a bad number moves focus to its field.
    public var focusedField: CalculationError.Field?

    /// A calculator with empty fields, or with the texts given.
    ///
    /// - Parameters:
    ///   - lhs: The text of the left field.
    ///   - rhs: The text of the right field.
    ///   - operator: The operator chosen.
    public init(lhs: String = "", rhs: String = "", operator: CalculationOperator = .addition) {
      self.fields = IdentifiedArray(uniqueElements: [
        NumberField.State(id: .left, label: "Left number", text: lhs),
        NumberField.State(id: .right, label: "Right number", text: rhs),
      ])
      self.operator = `operator`
    }
  }

  /// What happens in the calculator.
  public enum Action: Sendable {
    /// Something happened in one of the fields.
    case fields(IdentifiedActionOf<NumberField>)
    /// The person chose an operator.
    case operatorChanged(CalculationOperator)
    /// Focus moved to a field, or away from both.
    case focusChanged(CalculationError.Field?)
    /// The person asked for the result.
    case calculateButtonTapped
    /// The calculation client answered.
    case calculationResponse(Result<Int, any Error>)

    public var fields: IdentifiedActionOf<NumberField>? {
      if case let .fields(action) = self { action } else { nil }
    }
    public var operatorChanged: CalculationOperator? {
      if case let .operatorChanged(op) = self { op } else { nil }
    }
    public var calculateButtonTapped: Void? {
      if case .calculateButtonTapped = self { () } else { nil }
    }
    public var calculationResponse: Result<Int, any Error>? {
      if case let .calculationResponse(result) = self { result } else { nil }
    }
  }

  private enum CancelID { case calculation }

  @Dependency(\.calculation) var calculation

  public init() {}

  /// Runs each field through `forEach`, then the operator, focus and the calculation.
  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .fields:
        return inputChanged(&state)
      case let .operatorChanged(op):
        guard op != state.operator else { return .none }
        state.operator = op
        return inputChanged(&state)
      case let .focusChanged(field):
        state.focusedField = field
        return .none
      case .calculateButtonTapped:
        state.isCalculating = true
        state.errorMessage = nil
        let lhs = state.fields[id: .left]?.text ?? ""
        let rhs = state.fields[id: .right]?.text ?? ""
        return .run { [op = state.operator] send in
          await send(
            .calculationResponse(
              Result { try await calculation.calculate(lhs: lhs, rhs: rhs, operator: op) }))
        }
        .cancellable(id: CancelID.calculation, cancelInFlight: true)
      case let .calculationResponse(.success(result)):
        state.isCalculating = false
        state.result = result
        return .none
      case let .calculationResponse(.failure(error)):
        state.isCalculating = false
        state.errorMessage = error.localizedDescription
        switch error as? CalculationError {
        case let .notANumber(field): state.focusedField = field
        case .divisionByZero: state.focusedField = .right
        default: break
        }
        return .none
      }
    }
    .forEach(\.fields, action: .case(Action.fields, \.fields)) { NumberField() }
  }

  /// A result or an error describes the inputs it came from: once a number or the operator
  /// changes it would describe others, so it goes, and so does a calculation still in flight
  /// (its answer would be stale on arrival).
  private func inputChanged(_ state: inout State) -> Effect<Action> {
    state.result = nil
    state.errorMessage = nil
    guard state.isCalculating else { return .none }
    state.isCalculating = false
    return .cancel(id: CancelID.calculation)
  }
}
