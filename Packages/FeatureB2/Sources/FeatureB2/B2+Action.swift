import Effects

extension B2 {
  /// What can happen in B2.
  public enum Action: Sendable {
    /// The number fact client answered.
    case factResponse(Result<String, any Error>)
    /// B2 appeared: it loads its fact unless it has one or is loading it.
    case onAppear
    /// The user asked for the fact again.
    case reloadButtonTapped
    /// The user asked to remove a saved fact.
    case removeButtonTapped(id: SavedFact.ID)
    /// The user asked to save the fact shown.
    case saveButtonTapped

    /// The client's answer, when this is ``factResponse(_:)``.
    public var factResponse: Result<String, any Error>? {
      if case let .factResponse(result) = self { result } else { nil }
    }
    /// `()` when this is ``onAppear``.
    public var onAppear: Void? {
      if case .onAppear = self { () } else { nil }
    }
    /// `()` when this is ``reloadButtonTapped``.
    public var reloadButtonTapped: Void? {
      if case .reloadButtonTapped = self { () } else { nil }
    }
    /// The fact's id, when this is ``removeButtonTapped(id:)``.
    public var removeButtonTapped: SavedFact.ID? {
      if case let .removeButtonTapped(id) = self { id } else { nil }
    }
    /// `()` when this is ``saveButtonTapped``.
    public var saveButtonTapped: Void? {
      if case .saveButtonTapped = self { () } else { nil }
    }
  }
}
