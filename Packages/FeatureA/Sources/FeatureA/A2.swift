import Effects
import FactLoading

/// "Fact for the result" sends ``Action/Delegate/factRequested(_:)``: the stack's owner (A1)
/// pushes another A2 for that number.
public struct A2: Reducer, Sendable {
  public struct State: Equatable, Sendable {
    public var fact: FactLoader.State
    public var calculator: Calculator.State

    public var number: Int { fact.number }

    public init(number: Int = 2, calculator: Calculator.State = Calculator.State()) {
      self.fact = FactLoader.State(number: number)
      self.calculator = calculator
    }
  }

  public enum Action: Sendable {
    case fact(FactLoader.Action)
    case calculator(Calculator.Action)
    case factForResultButtonTapped
    case delegate(Delegate)

    public enum Delegate: Equatable, Sendable {
      case factRequested(Int)

      public var factRequested: Int? {
        if case let .factRequested(number) = self { number } else { nil }
      }
    }

    public var fact: FactLoader.Action? {
      if case let .fact(action) = self { action } else { nil }
    }
    public var calculator: Calculator.Action? {
      if case let .calculator(action) = self { action } else { nil }
    }
    public var factForResultButtonTapped: Void? {
      if case .factForResultButtonTapped = self { () } else { nil }
    }
    public var delegate: Delegate? {
      if case let .delegate(delegate) = self { delegate } else { nil }
    }
  }

  public init() {}

  public var body: some ReducerOf<Self> {
    Scope(state: \.fact, action: .case(Action.fact, \.fact)) { FactLoader() }
    Scope(state: \.calculator, action: .case(Action.calculator, \.calculator)) { Calculator() }
    Reduce { state, action in
      switch action {
      case .fact, .calculator:
        return .none
      case .factForResultButtonTapped:
        guard let result = state.calculator.result else { return .none }
        return .send(.delegate(.factRequested(result)))
      case .delegate:
        return .none
      }
    }
  }
}
