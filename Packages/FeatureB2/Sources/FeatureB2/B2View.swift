import Effects
import FactLoading
import TerminalUI

/// B2's screen: the fact for 4 with "Save" and "Reload", and the list of saved facts.
public enum B2View {
  /// B2's screen for `state`: the fact (progress, or the error with "Retry"), "Save this fact"
  /// (enabled once there is a fact), the notice about the last save, and the saved facts,
  /// where Enter removes the selected one, with a line when their file could not be read or
  /// written.
  ///
  /// It has no `back`: the presenter sets it (B1 maps it and dismisses on Esc).
  public static func screen(_ state: B2.State) -> Screen<B2.Action> {
    let ids = state.savedFacts.ids
    return Screen(id: "b2", title: "B2 · Saved facts", onAppear: .fact(.onAppear)) {
      FactLoaderView.elements(state.fact).map { $0.map(B2.Action.fact) }
      Element.button(
        "save", "Save this fact", .saveButtonTapped, isEnabled: state.fact.fact != nil)
      if let notice = state.notice { Element.text(notice, .notice) }
      Element.blank
      Element.text("Saved facts (\(state.savedFacts.count))", .heading)
      if let storageNotice = state.$savedFacts.storageNotice(subject: "Saved facts") {
        Element.error(storageNotice)
      }
      Element.list(
        SelectionList(
          id: "saved-facts", items: state.savedFacts.map(\.text),
          emptyText: "No saved facts yet.", activateHint: "remove"
        ) { .removeButtonTapped(id: ids[$0]) })
    }
  }
}
