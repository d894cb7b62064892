/// One key press read from the terminal, decoded from the bytes the terminal sent.
///
/// ``KeyDecoder`` turns raw input bytes into these events; ``TerminalClient/keys`` delivers
/// them as the user types.
///
/// ```swift
/// for await key in try await terminal.keys() {
///   switch key {
///   case .ctrlC, .ctrlD: return
///   case let .character(character): query.append(character)
///   case .backspace: _ = query.popLast()
///   default: break
///   }
/// }
/// ```
public enum KeyEvent: Hashable, Sendable {
  /// A printable character: ASCII or one Unicode scalar decoded from multi-byte UTF-8.
  ///
  /// A combining sequence (such as "e" followed by U+0301) arrives as one event per scalar.
  case character(Character)
  /// Return or Enter (carriage return, line feed, or the two together).
  case enter
  /// Backspace (DEL, 0x7F, or BS, 0x08).
  case backspace
  /// Tab (0x09).
  case tab
  /// Shift-Tab (`ESC [ Z`).
  case shiftTab
  /// The up arrow, with or without modifier keys.
  case up
  /// The down arrow, with or without modifier keys.
  case down
  /// The left arrow, with or without modifier keys.
  case left
  /// The right arrow, with or without modifier keys.
  case right
  /// The Escape key pressed on its own.
  case escape
  /// Control-C (0x03). Raw mode turns signal keys off, so it arrives as a key, not SIGINT.
  case ctrlC
  /// Control-D (0x04).
  case ctrlD
  /// Home.
  case home
  /// End.
  case end
  /// Forward delete (`ESC [ 3 ~`).
  case delete
  /// Page Up.
  case pageUp
  /// Page Down.
  case pageDown
  /// Control held with a letter, other than Control-C and Control-D, which have cases of their
  /// own: `control("a")` for Control-A (0x01). The line-editing keys of text fields
  /// (Control-A, E, U, K, W), and Control-Z.
  case control(Character)
  /// Bytes that name no key above: another control byte, an escape sequence this decoder
  /// does not know (function keys, mouse reports, Alt chords), or invalid UTF-8.
  case unknown([UInt8])
}
