import Effects
import FeatureB2

/// B1: the logged-in user's name and login time, the fact for 3 with an error notice that
/// offers retry, and the saved facts, which it presents in B2.
///
/// The user comes in through ``State/init(user:savedFacts:)``, never copied on appear. B1
/// keeps the saved facts: B2 is handed them when presented and reports each save and removal
/// through its delegate, so nothing saved is lost when B2 is dismissed.
///
/// ```swift
/// Scope(state: \.b1, action: .case(Action.b1, \.b1)) { B1() }
/// ```
public struct B1: Reducer, Sendable {
  private enum CancelID { case load }

  @Dependency(\.numberFact) var numberFact

  /// Creates the reducer.
  public init() {}

  /// B1's logic, with the error notice and B2 as children.
  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      // B2's news counts only while B2 is presented: a stale B2 action (reported by `ifLet`,
      // which runs this reducer after it anyway, as TCA does) changes nothing.
      case let .b2(.presented(.delegate(.didSave(fact)))):
        guard state.b2 != nil else { return .none }
        state.savedFacts.append(fact)
        return .none

      case let .b2(.presented(.delegate(.didRemove(fact)))):
        guard state.b2 != nil else { return .none }
        state.savedFacts.remove(id: fact.id)
        return .none

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
        state.b2 = B2.State(savedFacts: state.savedFacts)
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
