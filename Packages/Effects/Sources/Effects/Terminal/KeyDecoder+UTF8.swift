extension KeyDecoder {
  /// Follows the well-formed byte sequences of the Unicode standard (table 3-7): overlong
  /// forms, surrogates and code points past U+10FFFF are rejected at the byte that makes
  /// them invalid, and decoding resumes at that byte.
  static func utf8Step(_ bytes: ArraySlice<UInt8>) -> Step {
    let start = bytes.startIndex
    let lead = bytes[start]
    guard let (length, secondByte) = sequenceShape(lead: lead) else {
      return .key(.unknown([lead]), length: 1)
    }
    var value = UInt32(lead) & (0xFF >> (length + 1))
    for offset in 1..<length {
      guard start + offset < bytes.endIndex else { return .incomplete }
      let byte = bytes[start + offset]
      guard (offset == 1 ? secondByte : 0x80...0xBF).contains(byte) else {
        return .key(.unknown(Array(bytes[start..<(start + offset)])), length: offset)
      }
      value = value << 6 | UInt32(byte & 0x3F)
    }
    let encoded = Array(bytes[start..<(start + length)])
    guard let scalar = Unicode.Scalar(value), scalar.properties.generalCategory != .control else {
      return .key(.unknown(encoded), length: length)
    }
    return .key(.character(Character(scalar)), length: length)
  }

  private static func sequenceShape(lead: UInt8) -> (length: Int, secondByte: ClosedRange<UInt8>)? {
    switch lead {
    case 0xC2...0xDF: return (2, 0x80...0xBF)
    case 0xE0: return (3, 0xA0...0xBF)
    case 0xE1...0xEC, 0xEE...0xEF: return (3, 0x80...0xBF)
    case 0xED: return (3, 0x80...0x9F)
    case 0xF0: return (4, 0x90...0xBF)
    case 0xF1...0xF3: return (4, 0x80...0xBF)
    case 0xF4: return (4, 0x80...0x8F)
    default: return nil
    }
  }
}
