/// An error message in red: `! message`, wrapped with its later lines indented under the
/// message.
///
/// ```swift
/// ErrorLine("The password is wrong. Try again.")
/// // ! The password is wrong.
/// //   Try again.
/// ```
public struct ErrorLine: Component {
  /// What went wrong and what to do.
  public var message: String

  /// Creates an error line for `message`.
  public init(_ message: String) {
    self.message = message
  }

  /// The wrapped message, in red.
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
