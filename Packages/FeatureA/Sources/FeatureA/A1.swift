import Effects
import FactLoading

/// The root screen of the A tab: the fact for 1, a counter with its own facts, a timer, and a
/// navigation stack of ``A2`` screens.
///
/// A parent scopes it: `Scope(state: \.a1, action: .case(Action.a1, \.a1)) { A1() }`. Every
/// effect A1 starts (the timer included) stops when the parent removes A1's state.
public struct A1: Reducer, Sendable {
  /// The tab's root screen: its fact, the counter, the timer, and the screens pushed on it.
  public struct State: Equatable, Sendable {
    /// The fact on screen: for 1 when the screen first appears, then for whatever number was
    /// asked for last.
    public var fact: FactLoader.State
    /// The counter's value.
    public var count: Int
    /// Whether the timer is on: it adds 1 to ``count`` every second.
    public var isTimerOn = false
    /// The A2 screens pushed on top of A1, bottom first.
    public var path: StackState<A2.State>

    /// A1 as the tab starts it: nothing loaded, the counter at `count`, the timer off.
    ///
    /// - Parameters:
    ///   - count: The counter's first value; 1, the seed's number for A1.
    ///   - path: Screens already pushed (deep links, previews).
    public init(count: Int = 1, path: StackState<A2.State> = StackState()) {
      self.fact = FactLoader.State(number: 1)
      self.count = count
      self.path = path
    }
  }

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

  private enum CancelID { case timer, fact }

  @Dependency(\.continuousClock) var clock

  public init() {}

  /// Runs the fact, the counter, the timer and the stack: each pushed A2 through the stack
  /// `forEach`, and a new A2 for every number an A2 asks a fact for.
  public var body: some ReducerOf<Self> {
    // Its own id, so that a new request of A1's does not cancel an A2's on the stack.
    Scope(state: \.fact, action: .case(Action.fact, \.fact)) { FactLoader(cancelID: CancelID.fact) }
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
        return .send(.fact(.numberRequested(state.count)))
      case .incrementThenFetchButtonTapped:
        return .concatenate(.send(.incrementButtonTapped), .send(.numberFactButtonTapped))
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
