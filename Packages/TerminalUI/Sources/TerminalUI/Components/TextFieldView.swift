/// The field takes the width after its label, up to ``maximumFieldWidth`` cells (so a line
/// stays short to redraw on a wide terminal). Brackets (and a bold label) show the focus,
/// so it is seen without colours; an empty field shows its placeholder, dim and in angle
/// brackets: `Username [<your username>   ]`.
public struct TextFieldView: Component {
  /// Empty for none.
  public var label: String
  public var field: TextFieldState
  public var isFocused: Bool
  public var isSecure: Bool
  public var placeholder: String
  /// So that fields above each other line up; `nil` for the label's own width.
  public var labelWidth: Int?
  /// Brackets not counted.
  public var maximumFieldWidth: Int

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
