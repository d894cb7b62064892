import Effects
import FeatureB2

/// B1: the logged-in user's name and login time, the fact for 3 with an error notice that
/// offers retry, and the saved facts, which it presents in B2.
///
/// The user comes in through ``State/init(user:)``, never copied on appear. The saved facts
/// are the user's shared state (`@Shared(.savedFacts(of:))`, kept on disk across runs, a list
/// per user) that B1 hands to B2
/// when it presents it: B2 changes them and B1 shows the change, with nothing to forward.
///
/// ```swift
/// Scope(state: \.b1, action: .case(Action.b1, \.b1)) { B1() }
/// ```
public struct B1: Reducer, Sendable {
  private enum CancelID { case load }

  @Dependency(\.numberFact) var numberFact

  public init() {}

  /// B1's logic, with the error notice and B2 as children.
  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .b2:
        return .none

      case .factError(.delegate(.retry)):
        guard state.factError != nil else { return .none }
        return load(&state)

      case .factError:
        return .none

      case let .factResponse(.success(fact)):
        state.isLoadingFact = false
        state.fact = fact
        return .none

      case let .factResponse(.failure(error)):
        state.isLoadingFact = false
        let message = (error as? NumberFactError)?.description ?? error.localizedDescription
        state.factError = ErrorNotice.State(message: message)
        return .none

      case .onAppear:
        guard state.fact == nil, !state.isLoadingFact else { return .none }
        return load(&state)

      case .savedFactsButtonTapped:
        state.b2 = B2.State(savedFacts: state.$savedFacts)
        return .none
      }
    }
    .ifLet(\.factError, action: .case(Action.factError, \.factError)) { ErrorNotice() }
    .ifLet(\.$b2, action: .case(Action.b2, \.b2)) { B2() }
  }

  private func load(_ state: inout State) -> Effect<Action> {
    state.isLoadingFact = true
    state.factError = nil
    return .run { [number = state.number] send in
      await send(.factResponse(await Result { try await numberFact.fact(number: number) }))
    }
    .cancellable(id: CancelID.load, cancelInFlight: true)
  }
}
