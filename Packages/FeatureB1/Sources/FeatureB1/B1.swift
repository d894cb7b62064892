import Effects
import FactLoading
import FeatureB2

/// B1: the logged-in user's name and login time, the fact for 3 (a ``FactLoader``), and the
/// saved facts, which it presents in B2.
///
/// The user comes in through ``State/init(user:)``, never copied on appear. The saved facts
/// are the user's shared state (`@Shared(.savedFacts(of:))`, kept on disk across runs, a list
/// per user) that B1 hands to B2 when it presents it: B2 changes them and B1 shows the
/// change, with nothing to forward.
///
/// ```swift
/// Scope(state: \.b1, action: .case(Action.b1, \.b1)) { B1() }
/// ```
public struct B1: Reducer, Sendable {
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
    @PresentationState public var b2: B2.State?

    /// How many facts are saved: what B1 shows beside the saved facts button.
    public var savedCount: Int { savedFacts.count }
    /// The fact saved last, shown as "last saved: …"; `nil` when none is saved.
    public var lastSaved: SavedFact? { savedFacts.last }
    /// Why the saved facts could not be read or written, when they could not: a property, so
    /// that a view reading it through the store is drawn again when it changes.
    public var savedFactsNotice: String? { $savedFacts.storageNotice(subject: "Saved facts") }

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
  public enum Action: Sendable {
    /// Something happened in presented B2, or B2 was dismissed.
    case b2(PresentationAction<B2.Action>)
    /// Something happened to the fact for 3: it appeared, loaded, failed or was retried.
    case fact(FactLoader.Action)
    /// The user asked to see the saved facts: B1 presents B2.
    case savedFactsButtonTapped

    public var b2: PresentationAction<B2.Action>? {
      if case let .b2(action) = self { action } else { nil }
    }
    public var fact: FactLoader.Action? {
      if case let .fact(action) = self { action } else { nil }
    }
    public var savedFactsButtonTapped: Void? {
      if case .savedFactsButtonTapped = self { () } else { nil }
    }
  }

  /// B1's fact requests' id: B2 below it loads facts under ``FactLoader``'s default id, which
  /// B1's Retry would otherwise cancel.
  private enum CancelID { case fact }

  public init() {}

  public var body: some ReducerOf<Self> {
    Scope(state: \.fact, action: .case(Action.fact, \.fact)) { FactLoader(cancelID: CancelID.fact) }
    Reduce { state, action in
      switch action {
      case .b2, .fact:
        return .none

      case .savedFactsButtonTapped:
        state.b2 = B2.State(savedFacts: state.$savedFacts)
        return .none
      }
    }
    .ifLet(\.$b2, action: .case(Action.b2, \.b2)) { B2() }
  }
}
