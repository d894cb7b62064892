import Effects

extension TextFieldState {
  /// Edits the field as the key asks, and says whether the field used the key.
  ///
  /// A character is inserted; Backspace, Delete, Left, Right, Home and End edit and move
  /// as ``deleteBackward()``, ``deleteForward()``, ``moveLeft()``, ``moveRight()``,
  /// ``moveToStart()`` and ``moveToEnd()``; the line-editing keys people type in any
  /// terminal work too: Control-A and Control-E (start, end), Control-U and Control-K
  /// (delete to the start, to the end), Control-W (delete the previous word). Any other key
  /// (Tab, Enter, Escape, arrows up and down) is left to the screen, and the method returns
  /// `false`.
  ///
  /// ```swift
  /// case let .key(key):
  ///   if state.username.apply(key) { return .none }
  ///   // Tab, Enter, ...
  /// ```
  ///
  /// - Parameter key: The key pressed while the field has the focus.
  /// - Returns: `true` when the key edited or moved in the field.
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
