extension InMemoryTerminal {
  /// A ``TerminalClient`` backed by this terminal: raw mode only sets
  /// ``isRawModeEnabled``, `write` appends to ``frames``, `keys` replays the scripted and
  /// pressed keys, `size` and `resizes` follow ``resize(to:)``.
  public var client: TerminalClient {
    TerminalClient(
      enableRawMode: { [self] in try enterRawMode() },
      keys: { [self] in keyStream() },
      write: { [self] frame in record(frame) },
      size: { [self] in size },
      resizes: { [self] in resizeStream() }
    )
  }
}

extension TerminalClient {
  /// A fresh ``InMemoryTerminal`` of 24 by 80 with no scripted keys, each time it is read:
  /// previews and demos draw into memory and never touch the real terminal, and no two
  /// share frames or keys.
  public static var previewValue: TerminalClient { InMemoryTerminal().client }
}
