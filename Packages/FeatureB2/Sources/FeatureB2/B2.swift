import Effects

/// B2: the fact for 4, with reload, and the list of saved facts. Presented by B1.
///
/// The list is shared state, handed in by the parent (B1 hands the user's
/// `@Shared(.savedFacts(of:))`, kept on disk in the app's data directory): a save or removal here is seen at once by the
/// parent and survives the app's end. The parent has nothing to forward.
///
/// ```swift
/// case .savedFactsButtonTapped:
///   state.b2 = B2.State(savedFacts: state.$savedFacts)
/// ```
///
/// Saving a fact already in the list says so in ``State/notice`` and adds nothing.
public struct B2: Reducer, Sendable {
  private enum CancelID { case load }

  /// The notice shown when the fact shown is already in the list.
  public static let alreadySavedNotice = "This fact is already in your saved facts."

  @Dependency(\.numberFact) var numberFact

  public init() {}

  /// B2's logic.
  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
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
        guard state.savedFacts[id: id] != nil else { return .none }
        state.$savedFacts.withLock { _ = $0.remove(id: id) }
        state.notice = nil
        return .none

      case .saveButtonTapped:
        guard let text = state.fact else { return .none }
        let fact = SavedFact(number: state.number, text: text)
        guard state.savedFacts[id: fact.id] == nil else {
          state.notice = Self.alreadySavedNotice
          return .none
        }
        state.$savedFacts.withLock { _ = $0.append(fact) }
        state.notice = nil
        return .none
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
