import Effects
import FactLoading

/// Every effect A1 starts (the timer included) stops when the parent removes A1's state.
public struct A1: Reducer, Sendable {
  public struct State: Equatable, Sendable {
    public var fact: FactLoader.State
    public var count: Int
    public var isTimerOn = false
    /// Bottom first.
    public var path: StackState<A2.State>

    public init(count: Int = 1, path: StackState<A2.State> = StackState()) {
      self.fact = FactLoader.State(number: 1)
      self.count = count
      self.path = path
    }
  }

  public enum Action: Sendable {
    case fact(FactLoader.Action)
    case incrementButtonTapped
    case decrementButtonTapped
    case numberFactButtonTapped
    case incrementThenFetchButtonTapped
    case toggleTimerButtonTapped
    case timerTicked
    case showA2ButtonTapped
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

  private enum CancelID { case timer, fact }

  @Dependency(\.continuousClock) var clock
  // Its own id, so that a new request of A1's does not cancel an A2's on the stack.
  private let fact = FactLoader(cancelID: CancelID.fact)

  public init() {}

  public var body: some ReducerOf<Self> {
    Scope(state: \.fact, action: .case(Action.fact, \.fact)) { fact }
    Reduce { state, action in
      switch action {
      case .fact:
        return .none
      case .incrementButtonTapped:
        state.count += 1
        return .none
      case .decrementButtonTapped:
        state.count -= 1
        return .none
      case .numberFactButtonTapped:
        return fact.request(state.count, into: &state.fact).map(Action.fact)
      case .incrementThenFetchButtonTapped:
        state.count += 1
        return fact.request(state.count, into: &state.fact).map(Action.fact)
      case .toggleTimerButtonTapped:
        state.isTimerOn.toggle()
        guard state.isTimerOn else { return .cancel(id: CancelID.timer) }
        return .run { send in
          for await _ in clock.timer(interval: .seconds(1)) {
            await send(.timerTicked)
          }
        }
        .cancellable(id: CancelID.timer, cancelInFlight: true)
      case .timerTicked:
        state.count += 1
        return .none
      case .showA2ButtonTapped:
        state.path.append(A2.State())
        return .none
      case let .path(.element(id, action: .delegate(.factRequested(number)))):
        // A request from a screen no longer on the stack (a stale action, reported by the
        // stack's `forEach`, which runs this reducer after it anyway) pushes nothing.
        guard state.path[id: id] != nil else { return .none }
        state.path.append(A2.State(number: number))
        return .none
      case .path:
        return .none
      }
    }
    .forEach(\.path, action: .case(Action.path, \.path)) { A2() }
  }
}
