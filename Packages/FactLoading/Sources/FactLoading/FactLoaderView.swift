import Effects
import TerminalUI

@MainActor
public enum FactLoaderView {
  /// Rebuilt only when the loader's state changes. Embed with `Element.scoped`, which names
  /// the route once:
  ///
  /// ```swift
  /// Element.scoped(store, state: \.fact, action: .case(A1.Action.fact, \.fact)) {
  ///   FactLoaderView.elements($0)
  /// }
  /// ```
  ///
  /// `offersReload: false` is for a fact that never changes (B1's); Retry is always offered.
  public static func elements(
    _ store: StoreOf<FactLoader>, offersReload: Bool = true
  ) -> [Element<FactLoader.Action>] {
    store.part(id: offersReload) { content(store, offersReload: offersReload) }
  }

  @ElementBuilder<FactLoader.Action>
  private static func content(
    _ store: StoreOf<FactLoader>, offersReload: Bool
  ) -> [Element<FactLoader.Action>] {
    Element.text("Fact for \(store.number)", .heading)
    if store.isLoading { Element.spinner("Loading the fact for \(store.number)…") }
    if let errorMessage = store.errorMessage {
      Element.error(errorMessage)
      Element.button("retry", "Retry", .reloadButtonTapped)
    }
    if let fact = store.fact {
      Element.text(fact)
    } else if !store.hasRequested {
      Element.text("No fact yet.", .secondary)
    }
    if offersReload, store.errorMessage == nil {
      Element.button("reload", "Reload fact", .reloadButtonTapped)
    }
  }
}
