import Effects

/// Pure: the same screen, interaction, size and spinner frame always give the same frame,
/// which is what snapshot tests compare.
public enum ScreenRenderer {
  /// Any size works, down to 1x1.
  public static func frame<Action>(
    for screen: Screen<Action>, interaction: Interaction = Interaction(), size: TerminalSize,
    spinnerFrame: Int = 0
  ) -> Frame {
    let width = max(size.columns, 1)
    var header: [Line] = TitleBar(
      title: screen.title, backHint: screen.back == nil ? nil : "Esc back"
    ).lines(width: width)
    if let tabs = screen.tabs {
      header += TabStrip(titles: tabs.titles, selection: tabs.selected).lines(width: width)
    }
    header.append(.empty)
    let footer = KeyHints(hints(for: screen, interaction: interaction)).lines(width: width)

    // Behind a dialog nothing of the screen has focus: the dialog takes every key.
    let focusedID = interaction.focusedID(on: screen)
    let content = ContentLayout(
      screen: screen, interaction: interaction, focusedID: focusedID,
      showsFocus: screen.dialog == nil, width: width,
      spinnerFrame: spinnerFrame)
    let bodyHeight = max(size.rows - header.count - footer.count, 0)
    var body = content.visibleLines(height: bodyHeight)
    var cursor = content.cursor(height: bodyHeight).map {
      Cursor(row: $0.row + header.count, column: $0.column)
    }
    if let dialog = screen.dialog {
      body = overlay(dialog, interaction: interaction, on: body, height: bodyHeight, width: width)
      cursor = nil
    }
    let lines = header + body.padded(toCount: bodyHeight) + footer
    return Frame(size: size, lines: lines, cursor: cursor)
  }

  /// Centred over `lines`, in at most `height` lines.
  private static func overlay<Action>(
    _ dialog: Dialog<Action>, interaction: Interaction, on lines: [Line], height: Int,
    width: Int
  ) -> [Line] {
    var box = DialogView(
      title: dialog.title, message: dialog.message ?? "", buttons: dialog.buttons.map(\.title),
      focusedButton: interaction.focusedDialogButton, maximumWidth: min(width, 50)
    ).lines(width: width)
    if box.count > height {
      // Too tall: keep the bottom with the buttons, and the top border with the title when
      // there is room for it, dropping message lines from the middle.
      box = height >= 3 ? [box[0]] + box.suffix(height - 1) : box.suffix(height)
    }
    var result = lines.padded(toCount: max(lines.count, box.count))
    let top = max((result.count - box.count) / 2, 0)
    for (offset, line) in box.enumerated() where top + offset < result.count {
      result[top + offset] = line
    }
    return result
  }

  /// The keys that do something on `screen` with its current focus, for the bottom line.
  static func hints<Action>(for screen: Screen<Action>, interaction: Interaction) -> [KeyHint] {
    if screen.dialog != nil {
      return [KeyHint("←→", "choose"), KeyHint("Enter", "select"), KeyHint("Esc", "cancel")]
    }
    let focusedID = interaction.focusedID(on: screen)
    let focused = screen.controls.first { $0.id == focusedID }
    let inRow = screen.choiceRow(holding: focusedID) != nil
    var hints: [KeyHint] = []
    if screen.focusStops(focusedID: focusedID).count > 1 { hints.append(KeyHint("Tab", "next")) }
    switch focused {
    case let .field(field):
      hints.append(KeyHint("Enter", field.onSubmit == nil ? "next" : "submit"))
    case .button where inRow: hints.append(KeyHint("←→", "choose"))
    case .button: hints.append(KeyHint("Enter", "select"))
    case let .list(list):
      hints.append(KeyHint("↑↓", "select"))
      if list.onActivate != nil { hints.append(KeyHint("Enter", list.activateHint)) }
    case nil: break
    }
    if screen.back != nil { hints.append(KeyHint("Esc", "back")) }
    let inField = focused?.takesText ?? false
    if !inField {
      if screen.tabs != nil, !inRow { hints.append(KeyHint("←→", "tabs")) }
      hints += screen.shortcuts.map { KeyHint($0.keyName, $0.hint) }
      hints.append(KeyHint("q", "quit"))
    } else {
      hints.append(KeyHint("Ctrl-C", "quit"))
    }
    return hints
  }
}

extension Array where Element == Line {
  func padded(toCount count: Int) -> [Line] {
    count <= self.count
      ? Array(prefix(count)) : self + Array(repeating: .empty, count: count - self.count)
  }
}
