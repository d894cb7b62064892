import Effects
import FactLoading

/// The screen A1 pushes: the fact for its number, and the seeds' calculator.
///
/// From a result, "fact for the result" sends ``Action/Delegate/factRequested(_:)``, and the
/// stack's owner (A1) pushes another A2 for that number.
public struct A2: Reducer, Sendable {
  /// The screen's fact and its calculator.
  public struct State: Equatable, Sendable {
    /// The fact for the screen's number (`fact.number`).
    public var fact: FactLoader.State
    /// The calculator the screen hosts.
    public var calculator: Calculator.State

    /// The number whose fact the screen shows.
    public var number: Int { fact.number }

    /// A screen for `number`'s fact, with an empty calculator.
    ///
    /// - Parameters:
    ///   - number: The number whose fact the screen loads when it appears; 2 by default, the
    ///     seed's number for A2.
    ///   - calculator: The calculator's fields and operator.
    public init(number: Int = 2, calculator: Calculator.State = Calculator.State()) {
      self.fact = FactLoader.State(number: number)
      self.calculator = calculator
    }
  }

  /// What happens on the screen.
  public enum Action: Sendable {
    /// Something happened to the screen's fact (appear, reload, responses).
    case fact(FactLoader.Action)
    /// Something happened in the calculator.
    case calculator(Calculator.Action)
    /// The person asked for the fact about the calculator's result.
    case factForResultButtonTapped
    /// News for the stack's owner.
    case delegate(Delegate)

    /// What A2 tells the feature that pushed it.
    public enum Delegate: Equatable, Sendable {
      /// The person wants a screen for this number's fact: push another A2 for it.
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

  /// Runs the fact and the calculator, and turns "fact for the result" into a delegate
  /// action.
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
