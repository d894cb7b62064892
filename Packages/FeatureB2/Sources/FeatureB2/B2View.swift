import Effects
import FactLoading
import TerminalUI

/// B2's screen: the fact for 4 with "Save" and "Reload", and the list of saved facts.
@MainActor
public enum B2View {
  /// B2's screen: the fact (progress, or the error with "Retry"), "Save this fact" (enabled
  /// once there is a fact), the notice about the last save, and the saved facts, where Enter
  /// removes the selected one, with a line when their file could not be read or written.
  ///
  /// It has no `back`: the presenter sets it (B1 maps it and dismisses on Esc).
  public static func screen(_ store: StoreOf<B2>) -> Screen<B2.Action> {
    store.part {
      Screen(id: "b2", title: "B2 · Saved facts", onAppear: .fact(.onAppear)) {
        FactLoaderView.elements(store.scope(state: \.fact, action: .case(B2.Action.fact, \.fact)))
          .map { $0.map(B2.Action.fact) }
        store.part { saving(store) }
        Element.blank
        store.part { savedFacts(store) }
      }
    }
  }

  @ElementBuilder<B2.Action>
  private static func saving(_ store: StoreOf<B2>) -> [Element<B2.Action>] {
    Element.button(
      "save", "Save this fact", .saveButtonTapped, isEnabled: store.fact.fact != nil)
    if let notice = store.notice { Element.text(notice, .notice) }
  }

  @ElementBuilder<B2.Action>
  private static func savedFacts(_ store: StoreOf<B2>) -> [Element<B2.Action>] {
    let facts = store.savedFacts
    Element.text("Saved facts (\(facts.count))", .heading)
    if let notice = store.savedFactsNotice { Element.error(notice) }
    Element.list(
      SelectionList(
        id: "saved-facts", items: facts.map(\.text),
        emptyText: "No saved facts yet.", activateHint: "remove"
      ) { .removeButtonTapped(id: facts.ids[$0]) })
  }
}
