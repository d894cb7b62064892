import Effects
import FeatureB2

extension B1 {
  /// What B1 shows: who is logged in and since when, the fact for 3 (or progress, or an error
  /// notice with retry), the saved facts' count and the last one saved, and B2 when it is
  /// presented.
  public struct State: Equatable, Sendable {
    /// The logged-in user, handed down by the tab bar; B1 shows ``LoginResponse/displayName``
    /// and ``LoginResponse/loginTime``.
    public let user: LoginResponse
    /// The number whose fact B1 shows: 3.
    public let number: Int
    /// The fact last loaded.
    public var fact: String?
    /// `true` while the fact is being loaded.
    public var isLoadingFact: Bool
    /// The error child, present while the last load failed: its message and a retry button.
    public var factError: ErrorNotice.State?
    /// The user's saved facts: shared state, kept on disk
    /// (``SharedReaderKey/savedFacts(of:)``) unless handed in, and handed on to B2, so B1
    /// shows each save and removal as it happens.
    @Shared public var savedFacts: IdentifiedArrayOf<SavedFact>
    /// B2, while presented.
    @PresentationState public var b2: B2.State?

    /// How many facts are saved: what B1 shows beside the saved facts button.
    public var savedCount: Int { savedFacts.count }
    /// The fact saved last, shown as "last saved: …"; `nil` when none is saved.
    public var lastSaved: SavedFact? { savedFacts.last }

    /// Creates B1's state for a logged-in user, on the facts that user saved, kept in the data
    /// directory in force (``SharedReaderKey/savedFacts(of:)``).
    ///
    /// - Parameter user: Who logged in, from the login response.
    public init(user: LoginResponse) {
      self.init(user: user, savedFacts: Shared(wrappedValue: [], .savedFacts(of: user.username)))
    }

    /// Creates B1's state for a logged-in user on a shared list of saved facts, such as
    /// `Shared(value: [...])` in a test or a preview.
    ///
    /// - Parameters:
    ///   - user: Who logged in, from the login response.
    ///   - savedFacts: The saved facts B1 shows and hands to B2.
    public init(user: LoginResponse, savedFacts: Shared<IdentifiedArrayOf<SavedFact>>) {
      self._savedFacts = savedFacts
      self.user = user
      self.number = 3
      self.fact = nil
      self.isLoadingFact = false
      self.factError = nil
      self.b2 = nil
    }
  }
}
