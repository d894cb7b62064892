import Effects

/// Each element's lines at one width, where the focused control is, and the window of lines
/// that keeps it in view.
struct ContentLayout {
  private var lines: [Line] = []
  private var focusedRange: Range<Int>?
  private var focusedCursor: Cursor?

  init<Action>(
    screen: Screen<Action>, interaction: Interaction, focusedID: String?, showsFocus: Bool,
    width: Int, spinnerFrame: Int
  ) {
    let labelWidth = screen.elements.compactMap { element -> Int? in
      if case let .field(field) = element { field.label.terminalWidth } else { nil }
    }.max()
    // Behind a dialog nothing is drawn focused (the dialog takes every key), but the window
    // stays scrolled to the focused control.
    let drawnFocus = showsFocus ? focusedID : nil
    for element in screen.elements {
      let block = Self.component(
        for: element, screen: screen, interaction: interaction, focusedID: drawnFocus,
        labelWidth: labelWidth, spinnerFrame: spinnerFrame
      ).render(width: width)
      if element.controls.contains(where: { $0.id == focusedID }) {
        focusedRange = lines.count..<(lines.count + block.lines.count)
        focusedCursor = block.cursor.map { Cursor(row: $0.row + lines.count, column: $0.column) }
      }
      lines += block.lines
    }
  }

  /// 0 unless the focused control would be below the window.
  private func top(height: Int) -> Int {
    guard let focusedRange, height > 0, focusedRange.upperBound > height else { return 0 }
    return min(focusedRange.upperBound - height, max(lines.count - height, 0))
  }

  func visibleLines(height: Int) -> [Line] {
    let top = top(height: height)
    return Array(lines.dropFirst(top).prefix(height))
  }

  func cursor(height: Int) -> Cursor? {
    guard let focusedCursor else { return nil }
    let row = focusedCursor.row - top(height: height)
    return (0..<height).contains(row) ? Cursor(row: row, column: focusedCursor.column) : nil
  }

  private static func component<Action>(
    for element: Element<Action>, screen: Screen<Action>, interaction: Interaction,
    focusedID: String?, labelWidth: Int?, spinnerFrame: Int
  ) -> any Component {
    switch element {
    case let .text(string, role):
      return Text(string, style: role.style)
    case let .spinner(label):
      return Spinner(frame: spinnerFrame, label: label)
    case let .error(message):
      return ErrorLine(message)
    case .blank:
      return Line.empty
    case let .field(field):
      return TextFieldView(
        label: field.label,
        field: interaction.editor(for: field.id, on: screen) ?? TextFieldState(text: field.text),
        isFocused: field.id == focusedID, isSecure: field.isSecure,
        placeholder: field.placeholder, labelWidth: labelWidth)
    case let .button(button):
      return view(of: button, focusedID: focusedID)
    case let .buttonRow(buttons):
      return HStack(buttons.map { HStack.Column(view(of: $0, focusedID: focusedID)) })
    case let .list(list):
      if list.items.isEmpty { return Text(list.emptyText, style: .dim) }
      let isFocused = list.id == focusedID
      return ListView(
        items: list.items.map { Line($0) },
        selection: isFocused ? interaction.selection(of: list.id, on: screen) : nil,
        height: min(list.items.count, 8))
    }
  }

  private static func view<Action>(of button: Button<Action>, focusedID: String?) -> ButtonView {
    ButtonView(
      title: button.isSelected ? "✓ \(button.title)" : button.title,
      isFocused: button.id == focusedID, isDisabled: !button.isEnabled)
  }
}

extension TextRole {
  var style: Style {
    switch self {
    case .plain: .plain
    case .heading: .bold
    case .secondary: .dim
    case .success: .foreground(.green)
    case .notice: .foreground(.yellow)
    }
  }
}
