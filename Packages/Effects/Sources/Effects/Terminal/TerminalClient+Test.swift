extension TerminalClient {
  /// Fails the test on every endpoint: a call reports an issue naming it (such as
  /// `TerminalClient.size`) and throws `UnimplementedFailure`. A test overrides the endpoints
  /// it expects, such as `$0.terminal.size = { TerminalSize(rows: 10, columns: 40) }`.
  public static let testValue = TerminalClient(
    enableRawMode: unimplemented("TerminalClient.enableRawMode"),
    keys: unimplemented("TerminalClient.keys"),
    write: unimplemented("TerminalClient.write"),
    size: unimplemented("TerminalClient.size"),
    resizes: unimplemented("TerminalClient.resizes")
  )

  /// A fresh ``InMemoryTerminal`` of 24 by 80 with no scripted keys, each time it is read:
  /// previews and demos draw into memory and never touch the real terminal, and no two
  /// share frames or keys.
  public static var previewValue: TerminalClient { InMemoryTerminal().client }

  /// A client whose every endpoint throws `error`: for showing and testing failure paths,
  /// such as a program started with its output redirected.
  ///
  /// ```swift
  /// $0.terminal = .failing(.notATerminal(fileDescriptor: 1))
  /// ```
  ///
  /// - Parameter error: The error every endpoint throws.
  public static func failing(_ error: TerminalError) -> TerminalClient {
    TerminalClient(
      enableRawMode: { throw error },
      keys: { throw error },
      write: { _ in throw error },
      size: { throw error },
      resizes: { throw error }
    )
  }
}
