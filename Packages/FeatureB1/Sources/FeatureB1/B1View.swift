import Effects
import FactLoading
import FeatureB2
import Foundation
import TerminalUI

@MainActor
public enum B1View {
  /// Presented B2's screen replaces B1's, with Esc dismissing it.
  public static func screen(_ store: StoreOf<B1>) -> Screen<B1.Action> {
    store.part {
      Screen.sheet(
        store, state: \.b2, action: .case(B1.Action.b2, \.b2), over: { root(store) },
        content: B2View.screen)
    }
  }

  private static func root(_ store: StoreOf<B1>) -> Screen<B1.Action> {
    Screen(id: "b1", title: "B1", onAppear: .fact(.onAppear)) {
      Element.text("Signed in as \(store.user.displayName)", .heading)
      Element.text("Logged in at \(store.user.loginTime.formatted(.iso8601))", .secondary)
      Element.blank
      Element.scoped(store, state: \.fact, action: .case(B1.Action.fact, \.fact)) {
        FactLoaderView.elements($0, offersReload: false)
      }
      Element.blank
      store.part { savedFacts(store) }
      Element.button("open-saved-facts", "Saved facts", .savedFactsButtonTapped)
    }
  }

  @ElementBuilder<B1.Action>
  private static func savedFacts(_ store: StoreOf<B1>) -> [Element<B1.Action>] {
    Element.text("Saved facts: \(store.savedCount)")
    Element.text("Last saved: \(store.lastSaved?.text ?? "nothing yet")", .secondary)
    if let notice = store.savedFactsNotice { Element.error(notice) }
  }
}
