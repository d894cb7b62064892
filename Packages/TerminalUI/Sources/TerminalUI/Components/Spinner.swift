/// The spinner holds no clock: the caller passes the frame number, and the glyph is chosen
/// from it.
public struct Spinner: Component {
  public static let glyphs: [Character] = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]

  /// Any integer, negative ones included.
  public var frame: Int
  public var label: String

  public init(frame: Int, label: String = "") {
    self.frame = frame
    self.label = label
  }

  public var glyph: Character {
    let count = Self.glyphs.count
    return Self.glyphs[((frame % count) + count) % count]
  }

  public func render(width: Int) -> Block {
    let glyphLine = Line(String(glyph), style: .foreground(.yellow))
    return (label.isEmpty ? glyphLine : glyphLine + Line(" \(label)")).render(width: width)
  }
}
