import Effects
import FactLoading
import FeatureB2

/// The saved facts are the user's shared state (on disk, a list per user), handed to B2 when
/// B1 presents it: B2's saves and removals show here at once, with nothing to forward.
public struct B1: Reducer, Sendable {
  public struct State: Equatable, Sendable {
    public let user: LoginResponse
    public var fact: FactLoader.State
    @Shared public var savedFacts: IdentifiedArrayOf<SavedFact>
    @PresentationState public var b2: B2.State?

    public var savedCount: Int { savedFacts.count }
    public var lastSaved: SavedFact? { savedFacts.last }
    /// Why the saved facts could not be read or written, when they could not: a property, so
    /// that a view reading it through the store is drawn again when it changes.
    public var savedFactsNotice: String? { $savedFacts.storageNotice(subject: "Saved facts") }

    public init(user: LoginResponse) {
      self.init(user: user, savedFacts: Shared(wrappedValue: [], .savedFacts(of: user.username)))
    }

    public init(user: LoginResponse, savedFacts: Shared<IdentifiedArrayOf<SavedFact>>) {
      self._savedFacts = savedFacts
      self.user = user
      self.fact = FactLoader.State(number: 3)
      self.b2 = nil
    }
  }
  public enum Action: Sendable {
    case b2(PresentationAction<B2.Action>)
    case fact(FactLoader.Action)
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
