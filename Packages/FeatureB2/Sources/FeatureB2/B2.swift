import Effects

/// B2: the fact for 4, with reload, and a list of saved facts. Presented by B1, which keeps
/// the list: B2 starts from the facts it is handed and tells its parent of each save and
/// removal through ``Action/delegate(_:)``.
///
/// ```swift
/// state.b2 = B2.State(savedFacts: state.savedFacts)
/// // and in the parent:
/// case let .b2(.presented(.delegate(.didSave(fact)))):
///   state.savedFacts.append(fact)
/// ```
///
/// Saving a fact already in the list says so in ``State/notice`` and adds nothing.
public struct B2: Reducer, Sendable {
  private enum CancelID { case load }

  /// The notice shown when the fact shown is already in the list.
  public static let alreadySavedNotice = "This fact is already in your saved facts."

  @Dependency(\.numberFact) var numberFact

  /// Creates the reducer.
  public init() {}

  /// B2's logic.
  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .delegate:
        return .none

      case let .factResponse(.success(fact)):
        state.isLoading = false
        state.fact = fact
        state.notice = nil
        return .none

      case let .factResponse(.failure(error)):
        state.isLoading = false
        state.errorMessage = (error as? NumberFactError)?.description ?? error.localizedDescription
        return .none

      case .onAppear:
        guard state.fact == nil, !state.isLoading else { return .none }
        return load(&state)

      case .reloadButtonTapped:
        return load(&state)

      case let .removeButtonTapped(id):
        guard let removed = state.savedFacts.remove(id: id) else { return .none }
        state.notice = nil
        return .send(.delegate(.didRemove(removed)))

      case .saveButtonTapped:
        guard let text = state.fact else { return .none }
        let fact = SavedFact(number: state.number, text: text)
        guard state.savedFacts.append(fact).inserted else {
          state.notice = Self.alreadySavedNotice
          return .none
        }
        state.notice = nil
        return .send(.delegate(.didSave(fact)))
      }
    }
  }

  private func load(_ state: inout State) -> Effect<Action> {
    state.isLoading = true
    state.errorMessage = nil
    return .run { [number = state.number] send in
      await send(.factResponse(await Result { try await numberFact.fact(number: number) }))
    }
    .cancellable(id: CancelID.load, cancelInFlight: true)
  }
}
