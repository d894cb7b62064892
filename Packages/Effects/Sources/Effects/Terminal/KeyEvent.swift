/// ``KeyDecoder`` turns raw input bytes into these events.
public enum KeyEvent: Hashable, Sendable {
  /// ASCII or one Unicode scalar: a combining sequence (such as "e" followed by U+0301)
  /// arrives as one event per scalar.
  case character(Character)
  /// Carriage return, line feed, or the two together.
  case enter
  /// DEL (0x7F) or BS (0x08).
  case backspace
  case tab
  case shiftTab
  /// Arrows come with or without modifier keys.
  case up
  case down
  case left
  case right
  /// Pressed on its own.
  case escape
  /// Raw mode turns signal keys off, so it arrives as a key, not SIGINT.
  case ctrlC
  case ctrlD
  case home
  case end
  case delete
  case pageUp
  case pageDown
  /// A letter other than c and d, which have cases of their own: `control("a")` for
  /// Control-A (0x01).
  case control(Character)
  /// Another control byte, an escape sequence this decoder does not know (function keys,
  /// mouse reports, Alt chords), or invalid UTF-8.
  case unknown([UInt8])
}
