/// A labelled one-line text field: `Username [alice     ]` when focused, with the cursor in
/// it; `Username  alice` when not.
///
/// The field takes the width after its label, up to ``maximumFieldWidth`` cells (so a line
/// stays short to redraw on a wide terminal). Brackets (and a bold label) show the focus,
/// so it is seen without colours; an empty field shows its placeholder, dim and in angle
/// brackets: `Username [<your username>   ]`.
///
/// ```swift
/// TextFieldView(label: "Password", field: state.password, isFocused: true, isSecure: true)
/// // Password [•••••      ]
/// ```
public struct TextFieldView: Component {
  /// The label before the field; empty for none.
  public var label: String
  /// The text and cursor.
  public var field: TextFieldState
  /// Whether the field has the focus.
  public var isFocused: Bool
  /// Whether to show bullets instead of the characters.
  public var isSecure: Bool
  /// Shown, dim, while the text is empty.
  public var placeholder: String
  /// The cells the label takes, so that fields above each other line up; `nil` for the
  /// label's own width.
  public var labelWidth: Int?
  /// The most cells the field's text area takes, brackets not counted.
  public var maximumFieldWidth: Int

  /// Creates a text field view.
  ///
  /// - Parameters:
  ///   - label: The label before the field; empty for none.
  ///   - field: The text and cursor.
  ///   - isFocused: Whether the field has the focus.
  ///   - isSecure: Whether to show bullets instead of the characters (a password).
  ///   - placeholder: Shown, dim, while the text is empty.
  ///   - labelWidth: The label's cells, to line fields up; `nil` for its own width.
  ///   - maximumFieldWidth: The most cells the text area takes; 30 by default.
  public init(
    label: String, field: TextFieldState, isFocused: Bool, isSecure: Bool = false,
    placeholder: String = "", labelWidth: Int? = nil, maximumFieldWidth: Int = 30
  ) {
    self.label = label
    self.field = field
    self.isFocused = isFocused
    self.isSecure = isSecure
    self.placeholder = placeholder
    self.labelWidth = labelWidth
    self.maximumFieldWidth = maximumFieldWidth
  }

  /// One line: the label, then the field between brackets or spaces.
  public func render(width: Int) -> Block {
    let width = max(width, 1)
    var line = Line.empty
    if !label.isEmpty || labelWidth != nil {
      line += Line(label, style: isFocused ? .bold : .plain).padded(to: labelWidth ?? 0) + " "
    }
    let fieldStart = line.width + 1
    let fieldWidth = max(min(width - fieldStart - 1, maximumFieldWidth), 1)
    var (content, cursorColumn) = field.render(
      width: fieldWidth, isSecure: isSecure, isFocused: isFocused)
    if field.text.isEmpty {
      // In angle brackets as well as dim, so it is not read as typed text without colours;
      // no placeholder shows nothing, not an empty "<>".
      let shown = placeholder.isEmpty ? "" : "<\(placeholder)>"
      content = Line(shown, style: .dim).truncated(to: fieldWidth)
    }
    line += Line(isFocused ? "[" : " ")
    line += isFocused ? content.padded(to: fieldWidth) + "]" : content
    let cursor = cursorColumn.map { Cursor(row: 0, column: fieldStart + $0) }
    return Block(
      [line.truncated(to: width)], cursor: cursor.flatMap { $0.column < width ? $0 : nil })
  }
}
