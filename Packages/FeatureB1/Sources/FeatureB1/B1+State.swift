import Effects
import FactLoading
import FeatureB2

extension B1 {
  /// What B1 shows: who is logged in and since when, the fact for 3 (or progress, or an error
  /// with Retry), the saved facts' count and the last one saved, and B2 when it is
  /// presented.
  public struct State: Equatable, Sendable {
    /// The logged-in user, handed down by the tab bar; B1 shows ``LoginResponse/displayName``
    /// and ``LoginResponse/loginTime``.
    public let user: LoginResponse
    /// The fact for 3, its request and the error of the last failed one.
    public var fact: FactLoader.State
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
      self.fact = FactLoader.State(number: 3)
      self.b2 = nil
    }
  }
}
