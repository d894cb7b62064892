/// Whether a confirmation dialog shows its title.
///
/// Pass it as the `titleVisibility` of ``ConfirmationDialogState``.
public enum ConfirmationDialogStateTitleVisibility: Equatable, Hashable, Sendable {
  /// The renderer decides: a terminal renderer shows the title.
  case automatic
  /// The title is not shown; the message and buttons speak for themselves.
  case hidden
  case visible
}
