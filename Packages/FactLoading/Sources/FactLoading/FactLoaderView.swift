import Effects
import TerminalUI

/// The fact part of a screen that scopes a ``FactLoader``: a heading naming the number, then
/// progress, the last error with "Retry", and the fact (kept while a reload runs or fails).
public enum FactLoaderView {
  /// The elements for `state`, to embed with `.map`:
  ///
  /// ```swift
  /// FactLoaderView.elements(state.fact).map { $0.map(A1.Action.fact) }
  /// ```
  ///
  /// - Parameters:
  ///   - state: The loader's state.
  ///   - offersReload: Whether a "Reload fact" button follows the fact while no error is
  ///     shown. B1, whose fact never changes, passes `false`; Retry is always offered.
  @ElementBuilder<FactLoader.Action>
  public static func elements(
    _ state: FactLoader.State, offersReload: Bool = true
  ) -> [Element<FactLoader.Action>] {
    Element.text("Fact for \(state.number)", .heading)
    if state.isLoading { Element.spinner("Loading the fact for \(state.number)…") }
    if let errorMessage = state.errorMessage {
      Element.error(errorMessage)
      Element.button("retry", "Retry", .reloadButtonTapped)
    }
    if let fact = state.fact {
      Element.text(fact)
    } else if !state.hasRequested {
      Element.text("No fact yet.", .secondary)
    }
    if offersReload, state.errorMessage == nil {
      Element.button("reload", "Reload fact", .reloadButtonTapped)
    }
  }
}
