import Effects
import FactLoading

/// Presented by B1, which hands in its shared list of saved facts
/// (`B2.State(savedFacts: state.$savedFacts)`): a save or removal here is seen at once by
/// the parent, which has nothing to forward.
public struct B2: Reducer, Sendable {
  public struct State: Equatable, Sendable {
    public var fact: FactLoader.State
    /// Oldest first.
    @Shared public var savedFacts: IdentifiedArrayOf<SavedFact>
    public var notice: String?
    /// Why the saved facts could not be read or written, when they could not: a property, so
    /// that a view reading it through the store is drawn again when it changes.
    public var savedFactsNotice: String? { $savedFacts.storageNotice(subject: "Saved facts") }

    /// An empty list of its own, kept for as long as the state and not on disk: for B2 shown
    /// alone, as in its preview.
    public init() {
      self.init(savedFacts: Shared(value: []))
    }

    public init(savedFacts: Shared<IdentifiedArrayOf<SavedFact>>) {
      self._savedFacts = savedFacts
      self.fact = FactLoader.State(number: 4)
      self.notice = nil
    }
  }
  public enum Action: Sendable {
    case fact(FactLoader.Action)
    case removeButtonTapped(id: SavedFact.ID)
    case saveButtonTapped

    public var fact: FactLoader.Action? {
      if case let .fact(action) = self { action } else { nil }
    }
    public var removeButtonTapped: SavedFact.ID? {
      if case let .removeButtonTapped(id) = self { id } else { nil }
    }
    public var saveButtonTapped: Void? {
      if case .saveButtonTapped = self { () } else { nil }
    }
  }

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
