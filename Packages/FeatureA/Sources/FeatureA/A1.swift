import Effects
import FactLoading

/// The root screen of the A tab: the fact for 1, a counter with its own facts, a timer, and a
/// navigation stack of ``A2`` screens.
///
/// A parent scopes it: `Scope(state: \.a1, action: .case(Action.a1, \.a1)) { A1() }`. Every
/// effect A1 starts (the timer included) stops when the parent removes A1's state.
public struct A1: Reducer, Sendable {
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
