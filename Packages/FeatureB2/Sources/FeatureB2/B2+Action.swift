import Effects
import FactLoading

extension B2 {
  /// What can happen in B2.
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
}
