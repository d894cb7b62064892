import Effects
import FeatureB2

extension B1 {
  /// What can happen in B1.
  public enum Action: Sendable {
    /// Something happened in presented B2, or B2 was dismissed.
    case b2(PresentationAction<B2.Action>)
    /// Something happened on the error notice.
    case factError(ErrorNotice.Action)
    /// The number fact client answered.
    case factResponse(Result<String, any Error>)
    /// B1 appeared: it loads its fact unless it has one or is loading it.
    case onAppear
    /// The user asked to see the saved facts: B1 presents B2.
    case savedFactsButtonTapped

    /// The B2 action, when this is ``b2(_:)``.
    public var b2: PresentationAction<B2.Action>? {
      if case let .b2(action) = self { action } else { nil }
    }
    /// The notice's action, when this is ``factError(_:)``.
    public var factError: ErrorNotice.Action? {
      if case let .factError(action) = self { action } else { nil }
    }
    /// The client's answer, when this is ``factResponse(_:)``.
    public var factResponse: Result<String, any Error>? {
      if case let .factResponse(result) = self { result } else { nil }
    }
    /// `()` when this is ``onAppear``.
    public var onAppear: Void? {
      if case .onAppear = self { () } else { nil }
    }
    /// `()` when this is ``savedFactsButtonTapped``.
    public var savedFactsButtonTapped: Void? {
      if case .savedFactsButtonTapped = self { () } else { nil }
    }
  }
}
