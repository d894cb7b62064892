/// Something in flight: a spinning glyph and a label, `⠹ Loading fact…`.
///
/// The spinner holds no clock: the caller passes the frame number (a tick counted in
/// state), and the glyph is chosen from it.
///
/// ```swift
/// Spinner(frame: state.tick, label: "Loading fact…")
/// ```
public struct Spinner: Component {
  /// The glyphs shown in turn, one per frame.
  public static let glyphs: [Character] = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]

  /// The frame number; any integer, negative ones included.
  public var frame: Int
  /// What is in flight.
  public var label: String

  /// Creates a spinner at frame `frame`.
  ///
  /// - Parameters:
  ///   - frame: The frame number; it picks the glyph, cycling through ``glyphs``.
  ///   - label: What is in flight; empty for the glyph alone.
  public init(frame: Int, label: String = "") {
    self.frame = frame
    self.label = label
  }

  /// The glyph for ``frame``.
  public var glyph: Character {
    let count = Self.glyphs.count
    return Self.glyphs[((frame % count) + count) % count]
  }

  /// The glyph in yellow and the label, truncated to the width.
  public func render(width: Int) -> Block {
    let glyphLine = Line(String(glyph), style: .foreground(.yellow))
    return (label.isEmpty ? glyphLine : glyphLine + Line(" \(label)")).render(width: width)
  }
}
