import Effects

extension TextFieldState {
  /// Returns whether the field used the key. Beyond the arrows, Home, End, Backspace and
  /// Delete, the line-editing keys people type in any terminal work too: Control-A and
  /// Control-E (start, end), Control-U and Control-K (delete to the start, to the end),
  /// Control-W (delete the previous word). Any other key (Tab, Enter, Escape, arrows up and
  /// down) is left to the screen.
  @discardableResult
  public mutating func apply(_ key: KeyEvent) -> Bool {
    switch key {
    case let .character(character): insert(String(character))
    case .backspace: deleteBackward()
    case .delete: deleteForward()
    case .left: moveLeft()
    case .right: moveRight()
    case .home, .control("a"): moveToStart()
    case .end, .control("e"): moveToEnd()
    case .control("u"): deleteToStart()
    case .control("k"): deleteToEnd()
    case .control("w"): deleteWordBackward()
    default: return false
    }
    return true
  }
}
