/// A boxed dialog centred in the width: a title in the top border, a wrapped message and a
/// row of buttons, one of them focused.
///
/// ```swift
/// DialogView(title: "Log out", message: "Log out of alice?", buttons: ["Log out", "Cancel"],
///            focusedButton: 1)
/// //   ┌─ Log out ─────────────────┐
/// //   │ Log out of alice?         │
/// //   │                           │
/// //   │   Log out    [ Cancel ]   │
/// //   └───────────────────────────┘
/// ```
///
/// The box is as wide as its content needs, at most ``maximumWidth`` and the width given.
/// Below 5 cells there is no room for a box, and the parts are drawn one per line.
public struct DialogView: Component {
  /// The dialog's title, in the top border.
  public var title: String
  /// The question or message; wrapped inside the box.
  public var message: String
  /// The buttons' titles, left to right.
  public var buttons: [String]
  /// The index of the focused button, or `nil`.
  public var focusedButton: Int?
  /// The widest the box may be, borders included.
  public var maximumWidth: Int

  /// Creates a dialog.
  ///
  /// - Parameters:
  ///   - title: The title, in the top border.
  ///   - message: The message, wrapped inside the box.
  ///   - buttons: The buttons' titles, left to right.
  ///   - focusedButton: The focused button's index, or `nil`.
  ///   - maximumWidth: The widest the box may be, borders included; 50 by default.
  public init(
    title: String, message: String, buttons: [String], focusedButton: Int?,
    maximumWidth: Int = 50
  ) {
    self.title = title
    self.message = message
    self.buttons = buttons
    self.focusedButton = focusedButton
    self.maximumWidth = maximumWidth
  }

  /// The buttons as one line.
  private var buttonRow: Line {
    var row = Line.empty
    for (index, line) in buttonLines.enumerated() {
      if index > 0 { row += " " }
      row += line
    }
    return row
  }

  /// Each button as a line of its own.
  private var buttonLines: [Line] {
    buttons.enumerated().map { index, title in
      ButtonView(title: title, isFocused: index == focusedButton).line
    }
  }

  /// The buttons side by side when they fit in `width`, else one per line, so every button
  /// can be read.
  private func buttonBlock(width: Int) -> [Line] {
    let row = buttonRow
    if row.width <= width { return row.isEmpty ? [] : [row] }
    return buttonLines.map { $0.truncated(to: width) }
  }

  /// The box, centred in the width.
  public func render(width: Int) -> Block {
    let width = max(width, 1)
    let buttons = buttonRow
    guard width >= 5 else {
      let lines = [Line(title, style: .bold)] + wrap(message, width: width)
      return Block(lines.map { $0.truncated(to: width) } + buttonBlock(width: width))
    }
    let natural = max(message.terminalWidth, buttons.width, title.terminalWidth + 2)
    let inner = max(min(natural, min(width, maximumWidth) - 4), 1)
    var body = wrap(message, width: inner)
    if !buttons.isEmpty { body += [.empty] + buttonBlock(width: inner) }
    let indent = Line(String(repeating: " ", count: (width - inner - 4) / 2))
    let lines =
      [indent + topBorder(inner: inner)]
      + body.map { indent + "│ " + $0.padded(to: inner) + " │" }
      + [indent + Line("└" + String(repeating: "─", count: inner + 2) + "┘")]
    return Block(lines)
  }

  /// `┌─ Title ───┐`, or a plain border when the title does not fit.
  private func topBorder(inner: Int) -> Line {
    let room = inner + 2
    guard room >= 5 else { return Line("┌" + String(repeating: "─", count: room) + "┐") }
    let shownTitle = Line(title, style: .bold).truncated(to: room - 3)
    let fill = room - 3 - shownTitle.width
    return Line("┌─ ") + shownTitle + Line(" " + String(repeating: "─", count: fill) + "┐")
  }
}
