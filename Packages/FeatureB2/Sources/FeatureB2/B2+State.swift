import Effects

extension B2 {
  /// What B2 shows: the fact for its number (or progress, or why it could not be had), and
  /// the list of saved facts with a notice about the last save.
  public struct State: Equatable, Sendable {
    /// The number whose fact B2 shows: 4.
    public let number: Int
    /// The fact last loaded; kept when a reload fails.
    public var fact: String?
    /// `true` while the fact is being loaded.
    public var isLoading: Bool
    /// Why the last load failed (the client's message), or `nil`.
    public var errorMessage: String?
    /// The saved facts, oldest first. The parent hands them in and is told of every change.
    public var savedFacts: IdentifiedArrayOf<SavedFact>
    /// A remark about the last save, such as that the fact was already in the list.
    public var notice: String?

    /// Creates B2's state.
    ///
    /// - Parameter savedFacts: The facts saved so far, kept by the parent between
    ///   presentations.
    public init(savedFacts: IdentifiedArrayOf<SavedFact> = []) {
      self.number = 4
      self.fact = nil
      self.isLoading = false
      self.errorMessage = nil
      self.savedFacts = savedFacts
      self.notice = nil
    }
  }
}
