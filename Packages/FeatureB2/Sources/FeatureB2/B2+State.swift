import Effects
import FactLoading

extension B2 {
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
}
