/// Centred in the width, the title in the top border. The box is as wide as its content
/// needs, at most ``maximumWidth`` and the width given. Below 5 cells there is no room for a
/// box, and the parts are drawn one per line.
public struct DialogView: Component {
  public var title: String
  public var message: String
  public var buttons: [String]
  public var focusedButton: Int?
  /// Borders included.
  public var maximumWidth: Int

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

  private var buttonRow: Line {
    var row = Line.empty
    for (index, line) in buttonLines.enumerated() {
      if index > 0 { row += " " }
      row += line
    }
    return row
  }

  private var buttonLines: [Line] {
    buttons.enumerated().map { index, title in
      ButtonView(title: title, isFocused: index == focusedButton).line
    }
  }

  /// Side by side when they fit in `width`, else one per line, so every button can be read.
  private func buttonBlock(width: Int) -> [Line] {
    let row = buttonRow
    if row.width <= width { return row.isEmpty ? [] : [row] }
    return buttonLines.map { $0.truncated(to: width) }
  }

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

  /// A plain border when the title does not fit.
  private func topBorder(inner: Int) -> Line {
    let room = inner + 2
    guard room >= 5 else { return Line("┌" + String(repeating: "─", count: room) + "┐") }
    let shownTitle = Line(title, style: .bold).truncated(to: room - 3)
    let fill = room - 3 - shownTitle.width
    return Line("┌─ ") + shownTitle + Line(" " + String(repeating: "─", count: fill) + "┐")
  }
}
