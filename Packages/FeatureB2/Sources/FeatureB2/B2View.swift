import Effects
import FactLoading
import TerminalUI

@MainActor
public enum B2View {
  /// It has no `back`: the presenter sets it (B1 dismisses it on Esc).
  public static func screen(_ store: StoreOf<B2>) -> Screen<B2.Action> {
    store.part {
      Screen(id: "b2", title: "B2 · Saved facts", onAppear: .fact(.onAppear)) {
        Element.scoped(store, state: \.fact, action: .case(B2.Action.fact, \.fact)) {
          FactLoaderView.elements($0)
        }
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
