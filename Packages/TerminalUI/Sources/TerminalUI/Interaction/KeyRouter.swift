import Effects

/// Turns a key into reactions (actions to send, bindings to set), the same way on every
/// screen: the keyboard contract of the app and of every preview.
///
/// - Tab / down and Shift-Tab / up move focus (in a list, up and down move its selection
///   first); Enter activates the focused control; Esc performs the screen's `back`.
/// - A row of buttons with a chosen one is one stop, entered there; left / right move along it
///   and choose (send the button's action) while it has focus.
/// - In a text field, characters, Backspace, Delete, left, right, Home and End edit, and each
///   edit sets the field's binding (or sends its `onChange`) to the new text.
/// - Elsewhere outside a text field: a screen's shortcuts send their actions (a shortcut on
///   a named key, such as an arrow, Home or End, wins over what that key does otherwise),
///   left / right and `1`-`9` switch tabs, `q` quits.
/// - Ctrl-C always quits; Ctrl-Z suspends.
/// - While a dialog is shown, only its buttons, Esc, `q` and Ctrl-C/Ctrl-Z count.
public enum KeyRouter {
  /// Signal keys are off in raw mode, so Ctrl-Z arrives as a key.
  static let ctrlZ = KeyEvent.control("z")

  /// Call ``Interaction/sync(with:)`` with the same screen first.
  public static func handle<Action>(
    _ key: KeyEvent, on screen: Screen<Action>, interaction: inout Interaction
  ) -> KeyOutcome<Action> {
    switch key {
    case .ctrlC: return KeyOutcome(reactions: [], command: .quit)
    case ctrlZ: return KeyOutcome(reactions: [], command: .suspend)
    default: break
    }
    if let dialog = screen.dialog {
      return handle(key, in: dialog, interaction: &interaction)
    }
    let focusedID = interaction.focusedID(on: screen)
    let controls = screen.focusStops(focusedID: focusedID)
    let focused = screen.controls.first { $0.id == focusedID }

    if case let .field(field) = focused,
      let outcome = edit(field, with: key, on: screen, interaction: &interaction)
    {
      return outcome
    }
    if case let .list(list) = focused,
      let outcome = moveSelection(in: list, with: key, on: screen, interaction: &interaction)
    {
      return outcome
    }
    if let row = screen.choiceRow(holding: focusedID), key == .left || key == .right {
      return choose(
        in: row, from: focusedID, by: key == .left ? -1 : 1, on: screen, interaction: &interaction)
    }
    if key.isCharacter == false, let shortcut = screen.shortcuts.first(where: { $0.key == key }) {
      return .send(shortcut.action)
    }
    switch key {
    case .tab, .down:
      return moveFocus(
        by: 1, among: controls, from: focusedID, on: screen, interaction: &interaction)
    case .shiftTab, .up:
      return moveFocus(
        by: -1, among: controls, from: focusedID, on: screen, interaction: &interaction)
    case .enter:
      return activate(focused, among: controls, on: screen, interaction: &interaction)
    case .escape:
      return screen.back.map(KeyOutcome.react) ?? .ignored
    case .left:
      return switchTab(screen.tabs, to: { $0 - 1 })
    case .right:
      return switchTab(screen.tabs, to: { $0 + 1 })
    case let .character(character):
      return shortcut(character, on: screen)
    default:
      return .ignored
    }
  }

  private static func handle<Action>(
    _ key: KeyEvent, in dialog: Dialog<Action>, interaction: inout Interaction
  ) -> KeyOutcome<Action> {
    let count = dialog.buttons.count
    switch key {
    case .tab, .right, .down:
      if count > 0 { interaction.dialogFocus = (interaction.dialogFocus + 1) % count }
      return .ignored
    case .shiftTab, .left, .up:
      if count > 0 { interaction.dialogFocus = (interaction.dialogFocus + count - 1) % count }
      return .ignored
    case .enter:
      guard dialog.buttons.indices.contains(interaction.dialogFocus) else { return .ignored }
      return .react(dialog.buttons[interaction.dialogFocus].reaction)
    case .escape:
      return .react(dialog.dismiss)
    case .character("q"):
      return KeyOutcome(reactions: [], command: .quit)
    default:
      return .ignored
    }
  }

  /// Into the focused text field whole (one edit, one `onChange`, however long), or, outside
  /// a field, each character as a key. Call ``Interaction/sync(with:)`` with the same screen
  /// first.
  public static func type<Action>(
    _ text: String, on screen: Screen<Action>, interaction: inout Interaction
  ) -> KeyOutcome<Action> {
    let focusedID = interaction.focusedID(on: screen)
    guard case let .field(field) = screen.controls.first(where: { $0.id == focusedID }),
      screen.dialog == nil
    else {
      var reactions: [Reaction<Action>] = []
      for character in text {
        let outcome = handle(.character(character), on: screen, interaction: &interaction)
        reactions += outcome.reactions
        if outcome.command != .none {
          return KeyOutcome(reactions: reactions, command: outcome.command)
        }
      }
      return KeyOutcome(reactions: reactions, command: .none)
    }
    let editorKey = Interaction.key(screen.id, field.id)
    var editor = interaction.editors[editorKey] ?? TextFieldState(text: field.text)
    editor.insert(text)
    interaction.editors[editorKey] = editor
    return editor.text == field.text ? .ignored : .react(field.onChange(editor.text))
  }

  /// `nil` for a key a field does not take.
  private static func edit<Action>(
    _ field: TextField<Action>, with key: KeyEvent, on screen: Screen<Action>,
    interaction: inout Interaction
  ) -> KeyOutcome<Action>? {
    let editorKey = Interaction.key(screen.id, field.id)
    var editor = interaction.editors[editorKey] ?? TextFieldState(text: field.text)
    if key == .enter, let submit = field.onSubmit { return .send(submit) }
    guard editor.apply(key) else { return nil }
    interaction.editors[editorKey] = editor
    return editor.text == field.text ? .ignored : .react(field.onChange(editor.text))
  }

  /// `nil` when the key should move focus instead (any other key, or up on the first item,
  /// or down on the last).
  private static func moveSelection<Action>(
    in list: SelectionList<Action>, with key: KeyEvent, on screen: Screen<Action>,
    interaction: inout Interaction
  ) -> KeyOutcome<Action>? {
    let listKey = Interaction.key(screen.id, list.id)
    let selected = interaction.selections[listKey] ?? 0
    let next: Int
    switch key {
    case .down: next = selected + 1
    case .up: next = selected - 1
    default: return nil
    }
    guard list.items.indices.contains(next) else { return nil }
    interaction.selections[listKey] = next
    return .ignored
  }

  /// As arrow keys do in a radio group; at either end of the row nothing happens (left and
  /// right never switch tabs from inside a row).
  private static func choose<Action>(
    in row: [Button<Action>], from focusedID: String?, by step: Int, on screen: Screen<Action>,
    interaction: inout Interaction
  ) -> KeyOutcome<Action> {
    guard let current = row.firstIndex(where: { $0.id == focusedID }),
      row.indices.contains(current + step)
    else { return .ignored }
    let next = row[current + step]
    interaction.focus[screen.id] = next.id
    return .react(next.reaction)
  }

  /// Wraps around, and tells the state when it tracks focus.
  private static func moveFocus<Action>(
    by step: Int, among controls: [Control<Action>], from focusedID: String?,
    on screen: Screen<Action>, interaction: inout Interaction
  ) -> KeyOutcome<Action> {
    guard !controls.isEmpty else { return .ignored }
    let current = controls.firstIndex { $0.id == focusedID } ?? 0
    let next = controls[(current + step + controls.count) % controls.count].id
    interaction.focus[screen.id] = next
    guard next != focusedID, let onFocusChange = screen.onFocusChange else { return .ignored }
    return .send(onFocusChange(next))
  }

  private static func activate<Action>(
    _ control: Control<Action>?, among controls: [Control<Action>], on screen: Screen<Action>,
    interaction: inout Interaction
  ) -> KeyOutcome<Action> {
    switch control {
    case let .button(button):
      return .react(button.reaction)
    case let .list(list):
      let selected = interaction.selection(of: list.id, on: screen)
      guard let activate = list.onActivate, list.items.indices.contains(selected) else {
        return .ignored
      }
      return .send(activate(selected))
    case .field:
      // Enter in a field without a submit action moves on, as in a form.
      return moveFocus(
        by: 1, among: controls, from: control?.id, on: screen, interaction: &interaction)
    case nil:
      return .ignored
    }
  }

  private static func switchTab<Action>(
    _ tabs: Tabs<Action>?, to index: (Int) -> Int
  ) -> KeyOutcome<Action> {
    guard let tabs, !tabs.titles.isEmpty else { return .ignored }
    let count = tabs.titles.count
    return .send(tabs.select((index(tabs.selected) + count) % count))
  }

  private static func shortcut<Action>(
    _ character: Character, on screen: Screen<Action>
  ) -> KeyOutcome<Action> {
    if character == "q" { return KeyOutcome(reactions: [], command: .quit) }
    if let tabs = screen.tabs, let digit = character.wholeNumberValue, (1...9).contains(digit),
      digit <= tabs.titles.count
    {
      return .send(tabs.select(digit - 1))
    }
    if let shortcut = screen.shortcuts.first(where: { $0.key == .character(character) }) {
      return .send(shortcut.action)
    }
    return .ignored
  }
}

extension KeyEvent {
  fileprivate var isCharacter: Bool {
    if case .character = self { true } else { false }
  }
}
