extension KeyDecoder {
  /// Longer control sequences become unknown bytes, so a stream of garbage after `ESC [`
  /// cannot grow the pending buffer without bound.
  static let maximumSequenceLength = 32

  /// A CSI (`ESC [`) or SS3 (`ESC O`) sequence, an Alt chord (ESC and a printable byte), or a
  /// lone Escape followed by something else.
  static func escapeStep(_ bytes: ArraySlice<UInt8>) -> Step {
    let start = bytes.startIndex
    guard bytes.count >= 2 else { return .incomplete }
    let next = bytes[start + 1]
    switch next {
    case UInt8(ascii: "["): return controlSequenceStep(bytes)
    case UInt8(ascii: "O"): return singleShiftStep(bytes)
    case 0x20...0x7F: return .key(.unknown([0x1B, next]), length: 2)
    default: return .key(.escape, length: 1)
    }
  }

  /// Decodes `ESC [ parameters final`, where parameters are bytes 0x20-0x3F and the final
  /// byte is 0x40-0x7E.
  private static func controlSequenceStep(_ bytes: ArraySlice<UInt8>) -> Step {
    let start = bytes.startIndex
    var index = start + 2
    while index < bytes.endIndex {
      let byte = bytes[index]
      switch byte {
      case 0x20...0x3F:
        index += 1
        if index - start >= maximumSequenceLength {
          return .key(.unknown(Array(bytes[start..<index])), length: index - start)
        }
      case 0x40...0x7E:
        let parameters = bytes[(start + 2)..<index]
        let event =
          controlSequenceKey(parameters: parameters, final: byte)
          ?? .unknown(Array(bytes[start...index]))
        return .key(event, length: index - start + 1)
      default:
        return .key(.unknown(Array(bytes[start..<index])), length: index - start)
      }
    }
    return .incomplete
  }

  private static func controlSequenceKey(parameters: ArraySlice<UInt8>, final: UInt8) -> KeyEvent? {
    let isNumeric = parameters.allSatisfy { $0 == UInt8(ascii: ";") || (0x30...0x39).contains($0) }
    guard isNumeric else { return nil }
    switch final {
    case UInt8(ascii: "A"): return .up
    case UInt8(ascii: "B"): return .down
    case UInt8(ascii: "C"): return .right
    case UInt8(ascii: "D"): return .left
    case UInt8(ascii: "H"): return .home
    case UInt8(ascii: "F"): return .end
    case UInt8(ascii: "Z"): return .shiftTab
    case UInt8(ascii: "~"):
      let first = parameters.prefix { $0 != UInt8(ascii: ";") }
      switch String(decoding: first, as: UTF8.self) {
      case "1", "7": return .home
      case "4", "8": return .end
      case "3": return .delete
      case "5": return .pageUp
      case "6": return .pageDown
      default: return nil
      }
    default: return nil
    }
  }

  /// `ESC O final`: the form arrows, Home and End take in application cursor mode.
  private static func singleShiftStep(_ bytes: ArraySlice<UInt8>) -> Step {
    let start = bytes.startIndex
    guard bytes.count >= 3 else { return .incomplete }
    let final = bytes[start + 2]
    guard (0x40...0x7E).contains(final) else { return .key(.unknown([0x1B, 0x4F]), length: 2) }
    let event: KeyEvent
    switch final {
    case UInt8(ascii: "A"): event = .up
    case UInt8(ascii: "B"): event = .down
    case UInt8(ascii: "C"): event = .right
    case UInt8(ascii: "D"): event = .left
    case UInt8(ascii: "H"): event = .home
    case UInt8(ascii: "F"): event = .end
    default: event = .unknown([0x1B, 0x4F, final])
    }
    return .key(event, length: 3)
  }
}
