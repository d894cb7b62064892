/// The text lives in the feature's state. The runner keeps the cursor; each edit sends
/// `onChange` with the whole new text, and the next screen shows what the reducer kept.
public struct TextField<Action> {
  public var id: String
  public var label: String
  public var text: String
  public var placeholder: String
  /// Draws one bullet per character instead of the text.
  public var isSecure: Bool
  public var onChange: (String) -> Action
  public var onSubmit: Action?

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

  public func map<NewAction>(_ transform: @escaping (Action) -> NewAction) -> TextField<NewAction> {
    let onChange = self.onChange
    return TextField<NewAction>(
      id: id, label: label, text: text, placeholder: placeholder, isSecure: isSecure,
      onSubmit: onSubmit.map(transform), onChange: { transform(onChange($0)) })
  }
}
