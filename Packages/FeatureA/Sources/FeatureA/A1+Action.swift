import Effects
import FactLoading

extension A1 {
  /// What happens on A1 and on the screens pushed on it.
  public enum Action: Sendable {
    /// Something happened to the screen's fact (appear, reload and retry, responses).
    case fact(FactLoader.Action)
    /// The person tapped "+".
    case incrementButtonTapped
    /// The person tapped "−".
    case decrementButtonTapped
    /// The person asked for the fact about the counter's number.
    case numberFactButtonTapped
    /// The person asked to add 1 and then get the fact about the new number.
    case incrementThenFetchButtonTapped
    /// The person switched the timer on or off.
    case toggleTimerButtonTapped
    /// A second passed with the timer on.
    case timerTicked
    /// The person opened A2 for its own number (2).
    case showA2ButtonTapped
    /// Something happened on the stack: a screen's action, a push or a pop.
    case path(StackActionOf<A2>)

    public var fact: FactLoader.Action? {
      if case let .fact(action) = self { action } else { nil }
    }
    public var incrementButtonTapped: Void? {
      if case .incrementButtonTapped = self { () } else { nil }
    }
    public var decrementButtonTapped: Void? {
      if case .decrementButtonTapped = self { () } else { nil }
    }
    public var numberFactButtonTapped: Void? {
      if case .numberFactButtonTapped = self { () } else { nil }
    }
    public var incrementThenFetchButtonTapped: Void? {
      if case .incrementThenFetchButtonTapped = self { () } else { nil }
    }
    public var toggleTimerButtonTapped: Void? {
      if case .toggleTimerButtonTapped = self { () } else { nil }
    }
    public var timerTicked: Void? { if case .timerTicked = self { () } else { nil } }
    public var showA2ButtonTapped: Void? {
      if case .showA2ButtonTapped = self { () } else { nil }
    }
    public var path: StackActionOf<A2>? {
      if case let .path(action) = self { action } else { nil }
    }
  }
}
