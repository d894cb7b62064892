/// What a button does, for a renderer to style and place it: a destructive button is drawn as
/// a warning, a cancel button is the one that backs out.
///
/// A button without a role (`nil`) is an ordinary choice.
public enum ButtonStateRole: Equatable, Hashable, Sendable {
  /// The button backs out of the alert or dialog without doing anything else, like
  /// `ButtonState(role: .cancel) { TextState("Cancel") }`. Renderers usually put it last and
  /// choose it when the user presses Escape.
  case cancel
  /// The button does something that cannot be undone, such as deleting data.
  case destructive
}
