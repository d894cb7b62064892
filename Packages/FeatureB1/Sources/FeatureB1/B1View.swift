import Effects
import FactLoading
import FeatureB2
import Foundation
import TerminalUI

/// The B tab's screen: B1 while B2 is not presented, otherwise B2's screen.
public enum B1View {
  /// B1's screen, or presented B2's screen mapped into ``B1/Action/b2(_:)`` with Esc
  /// dismissing it.
  ///
  /// B1 is a tab root (no `back`). It shows who is signed in and since when (ISO 8601, UTC),
  /// the fact for 3 (progress, or the error with "Retry"), and the saved facts' count and
  /// last one (with a line when their file could not be read or written), with "Saved facts"
  /// opening B2.
  ///
  /// ```swift
  /// B1View.screen(state.b1).map(TabBar.Action.b1)
  /// ```
  public static func screen(_ state: B1.State) -> Screen<B1.Action> {
    guard let b2 = state.b2 else { return root(state) }
    var screen = B2View.screen(b2).map { B1.Action.b2(.presented($0)) }
    screen.back = .b2(.dismiss)
    return screen
  }

  private static func root(_ state: B1.State) -> Screen<B1.Action> {
    Screen(id: "b1", title: "B1", onAppear: .fact(.onAppear)) {
      Element.text("Signed in as \(state.user.displayName)", .heading)
      Element.text("Logged in at \(state.user.loginTime.formatted(.iso8601))", .secondary)
      Element.blank
      FactLoaderView.elements(state.fact, offersReload: false).map { $0.map(B1.Action.fact) }
      Element.blank
      Element.text("Saved facts: \(state.savedCount)")
      Element.text("Last saved: \(state.lastSaved?.text ?? "nothing yet")", .secondary)
      if let storageNotice = state.$savedFacts.storageNotice(subject: "Saved facts") {
        Element.error(storageNotice)
      }
      Element.button("open-saved-facts", "Saved facts", .savedFactsButtonTapped)
    }
  }
}
