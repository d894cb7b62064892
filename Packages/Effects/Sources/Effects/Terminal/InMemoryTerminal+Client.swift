extension InMemoryTerminal {
  /// Raw mode only sets ``isRawModeEnabled``, `write` appends to ``frames``, `keys` replays
  /// the scripted and pressed keys, `size` and `resizes` follow ``resize(to:)``.
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
