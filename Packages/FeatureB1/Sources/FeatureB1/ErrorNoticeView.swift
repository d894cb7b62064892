import Effects
import TerminalUI

/// The error notice's part of a screen: the message, then "Retry".
enum ErrorNoticeView {
  /// The elements for `state`, to embed with `.map`: `ErrorNoticeView.elements(error)
  /// .map { $0.map(B1.Action.factError) }`.
  static func elements(_ state: ErrorNotice.State) -> [Element<ErrorNotice.Action>] {
    [.error(state.message), .button("retry", "Retry", .retryButtonTapped)]
  }
}
