/// Turns the bytes a terminal sends in raw mode into ``KeyEvent``s.
///
/// It is a pure value: no I/O, no clock. Bytes arrive in reads of any size, so a UTF-8
/// character or an escape sequence may be split across two calls to ``decode(_:)``; the
/// decoder keeps the unfinished part and completes it with the next call. A lone Escape is
/// ambiguous (it also starts every escape sequence), so it stays pending until more bytes
/// arrive or the reader, having seen no byte for a short while (about 30 ms), calls
/// ``flush()``.
///
/// ```swift
/// var decoder = KeyDecoder()
/// decoder.decode(Array("a\u{1B}[".utf8))  // [.character("a")]
/// decoder.decode([0x41])                   // [.up]
/// decoder.decode([0x1B])                   // []
/// decoder.flush()                          // [.escape]
/// ```
///
/// What it understands: printable ASCII and 2-, 3- and 4-byte UTF-8; CR, LF and CRLF as
/// one ``KeyEvent/enter``; DEL and BS as backspace; tab; `ESC [ Z` as shift-tab; arrows,
/// Home and End in both CSI (`ESC [ A`, with modifiers such as `ESC [ 1;5A`) and SS3
/// (`ESC O A`) forms; `ESC [ n ~` for Home, End, Delete, Page Up and Page Down; Ctrl-C and
/// Ctrl-D. Anything else becomes ``KeyEvent/unknown(_:)`` carrying its bytes, and decoding
/// goes on with the next byte, so bad input never stalls it.
public struct KeyDecoder: Sendable, Equatable {
  /// What one step of decoding found at the start of the pending bytes.
  enum Step: Equatable {
    /// A key made of the first `length` bytes.
    case key(KeyEvent, length: Int)
    /// The bytes so far start a key whose end has not arrived yet.
    case incomplete
  }

  private var pending: [UInt8] = []
  private var swallowsLineFeed = false

  /// Creates a decoder with nothing pending.
  public init() {}

  /// Whether the decoder holds bytes that ``flush()`` would turn into keys (or a carriage
  /// return whose line feed may still follow). A reader polls with a short timeout while
  /// this is `true`, and calls ``flush()`` when the timeout passes.
  public var hasPendingInput: Bool { !pending.isEmpty || swallowsLineFeed }

  /// Decodes `bytes`, read after any bytes given before, into the keys they complete.
  ///
  /// - Parameter bytes: The next bytes read from the terminal, in any chunking.
  /// - Returns: The keys completed by these bytes, in order. Bytes that start a key whose
  ///   end has not arrived are kept for the next call.
  public mutating func decode(_ bytes: [UInt8]) -> [KeyEvent] {
    pending.append(contentsOf: bytes)
    var events: [KeyEvent] = []
    var start = pending.startIndex
    decoding: while start < pending.endIndex {
      if swallowsLineFeed {
        swallowsLineFeed = false
        if pending[start] == 0x0A {
          start += 1
          continue
        }
      }
      switch Self.step(pending[start...]) {
      case let .key(event, length):
        events.append(event)
        swallowsLineFeed = pending[start] == 0x0D
        start += length
      case .incomplete:
        break decoding
      }
    }
    pending.removeFirst(start - pending.startIndex)
    return events
  }

  /// Gives up waiting for the rest of what is pending: a lone Escape becomes
  /// ``KeyEvent/escape``, any other unfinished sequence becomes ``KeyEvent/unknown(_:)``.
  ///
  /// Call it when no byte has arrived for a short while (the live reader waits 30 ms) or
  /// when the input ends.
  ///
  /// - Returns: The keys the pending bytes stand for; empty if nothing was pending.
  public mutating func flush() -> [KeyEvent] {
    swallowsLineFeed = false
    guard !pending.isEmpty else { return [] }
    defer { pending.removeAll() }
    return pending == [0x1B] ? [.escape] : [.unknown(pending)]
  }

  /// Decodes the key that starts `bytes`, which is not empty.
  static func step(_ bytes: ArraySlice<UInt8>) -> Step {
    let byte = bytes[bytes.startIndex]
    switch byte {
    case 0x1B: return escapeStep(bytes)
    case 0x0D, 0x0A: return .key(.enter, length: 1)
    case 0x7F, 0x08: return .key(.backspace, length: 1)
    case 0x09: return .key(.tab, length: 1)
    case 0x03: return .key(.ctrlC, length: 1)
    case 0x04: return .key(.ctrlD, length: 1)
    case 0x01...0x1A:
      return .key(.control(Character(Unicode.Scalar(byte + 0x60))), length: 1)
    case 0x00...0x1F: return .key(.unknown([byte]), length: 1)
    case 0x20...0x7E: return .key(.character(Character(Unicode.Scalar(byte))), length: 1)
    default: return utf8Step(bytes)
    }
  }
}
