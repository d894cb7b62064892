import Effects
import FactLoading
import FeatureB2

extension B1 {
  /// What can happen in B1.
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
}
