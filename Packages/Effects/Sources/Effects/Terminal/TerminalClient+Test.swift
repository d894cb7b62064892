extension TerminalClient {
  public static let testValue = TerminalClient(
    enableRawMode: unimplemented("TerminalClient.enableRawMode"),
    keys: unimplemented("TerminalClient.keys"),
    write: unimplemented("TerminalClient.write"),
    size: unimplemented("TerminalClient.size"),
    resizes: unimplemented("TerminalClient.resizes")
  )

  /// A fresh ``InMemoryTerminal`` each time it is read, so previews never touch the real
  /// terminal and no two share frames or keys.
  public static var previewValue: TerminalClient { InMemoryTerminal().client }

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
