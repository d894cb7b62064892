import Effects
import TerminalUI

/// The fact part of a screen that scopes a ``FactLoader``: a heading naming the number, then
/// progress, the last error with "Retry", and the fact (kept while a reload runs or fails).
@MainActor
public enum FactLoaderView {
  /// The elements for the loader's store, to embed with `.map`; rebuilt only when the
  /// loader's state changes:
  ///
  /// ```swift
  /// FactLoaderView.elements(store.scope(state: \.fact, action: .case(A1.Action.fact, \.fact)))
  ///   .map { $0.map(A1.Action.fact) }
  /// ```
  ///
  /// - Parameters:
  ///   - store: The loader's store.
  ///   - offersReload: Whether a "Reload fact" button follows the fact while no error is
  ///     shown. B1, whose fact never changes, passes `false`; Retry is always offered.
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
