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
  /// What B2 shows: the fact for its number (or progress, or why it could not be had), and
  /// the list of saved facts with a notice about the last save.
  public struct State: Equatable, Sendable {
    /// The fact for 4, its request and the error of the last failed one.
    public var fact: FactLoader.State
    /// The saved facts, oldest first: shared with the parent that handed them in (B1 hands
    /// the user's own, kept on disk under ``SharedReaderKey/savedFacts(of:)``), so a change
    /// here is seen there at once.
    @Shared public var savedFacts: IdentifiedArrayOf<SavedFact>
    /// A remark about the last save, such as that the fact was already in the list.
    public var notice: String?
    /// Why the saved facts could not be read or written, when they could not: a property, so
    /// that a view reading it through the store is drawn again when it changes.
    public var savedFactsNotice: String? { $savedFacts.storageNotice(subject: "Saved facts") }

    /// Creates B2's state with an empty list of its own, kept for as long as the state: what
    /// B2 shown on its own, as in its preview, uses.
    public init() {
      self.init(savedFacts: Shared(value: []))
    }

    /// Creates B2's state on a shared list handed in by its parent, such as
    /// `B2.State(savedFacts: state.$savedFacts)`, or on `Shared(value: [...])` in a test.
    public init(savedFacts: Shared<IdentifiedArrayOf<SavedFact>>) {
      self._savedFacts = savedFacts
      self.fact = FactLoader.State(number: 4)
      self.notice = nil
    }
  }
  public enum Action: Sendable {
    /// Something happened to the fact for 4: it appeared, loaded, failed or was reloaded.
    case fact(FactLoader.Action)
    /// The user asked to remove a saved fact.
    case removeButtonTapped(id: SavedFact.ID)
    /// The user asked to save the fact shown.
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
