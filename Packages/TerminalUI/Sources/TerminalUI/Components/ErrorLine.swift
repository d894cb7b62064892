/// Wrapped with its later lines indented under the message.
public struct ErrorLine: Component {
  public var message: String

  public init(_ message: String) {
    self.message = message
  }

  public func render(width: Int) -> Block {
    let width = max(width, 1)
    guard width > 2 else {
      return Text(Line("! \(message)", style: .foreground(.red))).render(width: width)
    }
    let lines = wrap(message, width: width - 2, style: .foreground(.red))
    return Block(
      lines.enumerated().map { index, line in
        Line(
          index == 0 ? "! " : "  ",
          style: index == 0 ? Style(isBold: true, foreground: .red) : .plain) + line
      })
  }
}
