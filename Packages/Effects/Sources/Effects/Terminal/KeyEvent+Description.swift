extension KeyEvent: CustomStringConvertible {
  public var description: String {
    switch self {
    case let .character(character): return "\"\(character)\""
    case .enter: return "enter"
    case .backspace: return "backspace"
    case .tab: return "tab"
    case .shiftTab: return "shift-tab"
    case .up: return "up"
    case .down: return "down"
    case .left: return "left"
    case .right: return "right"
    case .escape: return "escape"
    case .ctrlC: return "ctrl-c"
    case .ctrlD: return "ctrl-d"
    case .home: return "home"
    case .end: return "end"
    case .delete: return "delete"
    case .pageUp: return "page-up"
    case .pageDown: return "page-down"
    case let .control(letter): return "ctrl-\(letter)"
    case let .unknown(bytes): return "unknown [\(bytes.map(Self.hex).joined(separator: " "))]"
    }
  }

  private static func hex(_ byte: UInt8) -> String {
    let digits = Array("0123456789ABCDEF")
    return String([digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]])
  }
}
