import Effects
import FactLoading

/// B2: the fact for 4, with reload, and the list of saved facts. Presented by B1.
///
/// The list is shared state, handed in by the parent (B1 hands the user's
/// `@Shared(.savedFacts(of:))`, kept on disk in the app's data directory): a save or removal
/// here is seen at once by the parent and survives the app's end. The parent has nothing to
/// forward.
///
/// ```swift
/// case .savedFactsButtonTapped:
///   state.b2 = B2.State(savedFacts: state.$savedFacts)
/// ```
///
/// Saving a fact already in the list says so in ``State/notice`` and adds nothing.
public struct B2: Reducer, Sendable {
  /// The notice shown when the fact shown is already in the list.
  public static let alreadySavedNotice = "This fact is already in your saved facts."

  public init() {}

  public var body: some ReducerOf<Self> {
    Scope(state: \.fact, action: .case(Action.fact, \.fact)) { FactLoader() }
    Reduce { state, action in
      switch action {
      case .fact(.factResponse(.success)):
        state.notice = nil
        return .none

      case .fact:
        return .none

      case let .removeButtonTapped(id):
        guard state.savedFacts[id: id] != nil else { return .none }
        state.$savedFacts.withLock { _ = $0.remove(id: id) }
        state.notice = nil
        return .none

      case .saveButtonTapped:
        guard let text = state.fact.fact else { return .none }
        let fact = SavedFact(number: state.fact.number, text: text)
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
}
