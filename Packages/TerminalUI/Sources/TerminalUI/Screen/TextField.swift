/// The text lives in the feature's state. The runner keeps the cursor; each edit sets the
/// field's binding to the whole new text (`text: $store.username`), or sends `onChange` with
/// it, and the next screen shows what the reducer kept.
public struct TextField<Action> {
  public var id: String
  public var label: String
  public var text: String
  public var placeholder: String
  /// Draws one bullet per character instead of the text.
  public var isSecure: Bool
  public var onChange: (String) -> Reaction<Action>
  public var onSubmit: Action?

  /// A field bound to `text`: read now, set on each edit.
  @MainActor
  public init(
    id: String,
    label: String,
    text: Binding<String>,
    placeholder: String = "",
    isSecure: Bool = false,
    onSubmit: Action? = nil
  ) {
    self.init(
      id: id, label: label, text: text.wrappedValue, placeholder: placeholder,
      isSecure: isSecure, onSubmit: onSubmit,
      reaction: { newText in .set { text.wrappedValue = newText } })
  }

  /// A field that sends `onChange` with the new text, for a screen without a store to bind.
  public init(
    id: String,
    label: String,
    text: String,
    placeholder: String = "",
    isSecure: Bool = false,
    onSubmit: Action? = nil,
    onChange: @escaping (String) -> Action
  ) {
    self.init(
      id: id, label: label, text: text, placeholder: placeholder, isSecure: isSecure,
      onSubmit: onSubmit, reaction: { .send(onChange($0)) })
  }

  private init(
    id: String, label: String, text: String, placeholder: String, isSecure: Bool,
    onSubmit: Action?, reaction: @escaping (String) -> Reaction<Action>
  ) {
    self.id = id
    self.label = label
    self.text = text
    self.placeholder = placeholder
    self.isSecure = isSecure
    self.onChange = reaction
    self.onSubmit = onSubmit
  }

  public func map<NewAction>(_ transform: @escaping (Action) -> NewAction) -> TextField<NewAction> {
    let onChange = self.onChange
    return TextField<NewAction>(
      id: id, label: label, text: text, placeholder: placeholder, isSecure: isSecure,
      onSubmit: onSubmit.map(transform), reaction: { onChange($0).map(transform) })
  }
}
