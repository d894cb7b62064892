extension TerminalClient {
  /// A client whose every endpoint fails the running test when called, naming the endpoint:
  /// a test overrides exactly the endpoints it expects.
  ///
  /// After reporting, `enableRawMode` and `write` throw Core's `UnimplementedFailure`;
  /// `keys` and `resizes` return finished streams and `size` returns
  /// ``TerminalSize/standard``, so the test can go on.
  ///
  /// ```swift
  /// let store = Store(initialState: App.State()) { App() } withDependencies: {
  ///   $0.terminal.size = { TerminalSize(rows: 10, columns: 40) }
  /// }
  /// ```
  public static let testValue = TerminalClient(
    enableRawMode: unimplemented("TerminalClient.enableRawMode"),
    keys: unimplemented("TerminalClient.keys", placeholder: AsyncStream { $0.finish() }),
    write: unimplemented("TerminalClient.write"),
    size: unimplemented("TerminalClient.size", placeholder: .standard),
    resizes: unimplemented("TerminalClient.resizes", placeholder: AsyncStream { $0.finish() })
  )
}
