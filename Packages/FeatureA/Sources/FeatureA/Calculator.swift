import Effects

/// Forms here are written with bindings (`BindableAction` and `BindingReducer`, as Login
/// does), except the calculator's two fields: each is a ``NumberField`` child run with
/// `forEach` over an `IdentifiedArray`, the repository's one example of a collection of child
/// reducers outside navigation. A new form uses bindings.
public struct Calculator: Reducer, Sendable {
  public struct State: Equatable, Sendable {
    public var fields: IdentifiedArrayOf<NumberField.State>
    public var `operator`: CalculationOperator
    public var isCalculating = false
    /// Kept when a later calculation fails, cleared when an input changes.
    public var result: Int?
    /// Cleared when an input changes.
    public var errorMessage: String?
    public var focusedField: CalculationError.Field?

    public init(lhs: String = "", rhs: String = "", operator: CalculationOperator = .addition) {
      self.fields = IdentifiedArray(uniqueElements: [
        NumberField.State(id: .left, label: "Left number", text: lhs),
        NumberField.State(id: .right, label: "Right number", text: rhs),
      ])
      self.operator = `operator`
    }
  }

  public enum Action: Sendable {
    case fields(IdentifiedActionOf<NumberField>)
    case operatorChanged(CalculationOperator)
    case focusChanged(CalculationError.Field?)
    case calculateButtonTapped
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
