/// A one-line text field whose text lives in the feature's state.
///
/// The runner keeps the cursor; each edit sends `onChange` with the whole new text, and the
/// next screen shows what the reducer kept.
public struct TextField<Action> {
  /// Unique on its screen.
  public var id: String
  /// The label before the field: "Username".
  public var label: String
  /// The text, as the state holds it.
  public var text: String
  /// Shown dimmed while the text is empty.
  public var placeholder: String
  /// Draws one bullet per character instead of the text.
  public var isSecure: Bool
  /// The action for a new text.
  public var onChange: (String) -> Action
  /// What Enter sends in this field, if anything (submitting a form).
  public var onSubmit: Action?

  /// Creates a text field.
  public init(
    id: String,
    label: String,
    text: String,
    placeholder: String = "",
    isSecure: Bool = false,
    onSubmit: Action? = nil,
    onChange: @escaping (String) -> Action
  ) {
    self.id = id
    self.label = label
    self.text = text
    self.placeholder = placeholder
    self.isSecure = isSecure
    self.onChange = onChange
    self.onSubmit = onSubmit
  }

  /// The same field sending `transform(action)` for each of its actions.
  public func map<NewAction>(_ transform: @escaping (Action) -> NewAction) -> TextField<NewAction> {
    let onChange = self.onChange
    return TextField<NewAction>(
      id: id, label: label, text: text, placeholder: placeholder, isSecure: isSecure,
      onSubmit: onSubmit.map(transform), onChange: { transform(onChange($0)) })
  }
}
