/// A pure value: no I/O, no clock. Bytes arrive in reads of any size, so a UTF-8 character or
/// an escape sequence may be split across two calls to ``decode(_:)``; the decoder keeps the
/// unfinished part and completes it with the next call. A lone Escape is ambiguous (it also
/// starts every escape sequence), so it stays pending until more bytes arrive or the reader,
/// having seen no byte for a short while (about 30 ms), calls ``flush()``.
///
/// CR, LF and CRLF are one ``KeyEvent/enter``. Anything it does not know becomes
/// ``KeyEvent/unknown(_:)`` carrying its bytes, and decoding goes on with the next byte, so
/// bad input never stalls it.
public struct KeyDecoder: Sendable, Equatable {
  enum Step: Equatable {
    case key(KeyEvent, length: Int)
    /// The bytes so far start a key whose end has not arrived yet.
    case incomplete
  }

  private var pending: [UInt8] = []
  private var swallowsLineFeed = false

  public init() {}

  /// True also for a carriage return whose line feed may still follow. A reader polls with a
  /// short timeout while this is `true`, and calls ``flush()`` when the timeout passes.
  public var hasPendingInput: Bool { !pending.isEmpty || swallowsLineFeed }

  /// Returns the keys these bytes complete, in order; bytes that start a key whose end has
  /// not arrived are kept for the next call.
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

  /// A lone Escape becomes ``KeyEvent/escape``, any other unfinished sequence
  /// ``KeyEvent/unknown(_:)``. Call it when no byte has arrived for a short while (the live
  /// reader waits 30 ms) or when the input ends.
  public mutating func flush() -> [KeyEvent] {
    swallowsLineFeed = false
    guard !pending.isEmpty else { return [] }
    defer { pending.removeAll() }
    return pending == [0x1B] ? [.escape] : [.unknown(pending)]
  }

  /// `bytes` must not be empty.
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
