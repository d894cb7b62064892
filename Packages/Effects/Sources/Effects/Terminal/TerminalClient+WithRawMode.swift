extension TerminalClient {
  /// Runs `body` with the terminal in raw mode, and restores the terminal when `body`
  /// returns or throws (or the task is cancelled and `body` ends).
  ///
  /// ```swift
  /// try await terminal.withRawMode {
  ///   for await key in try await terminal.keys() where key != .ctrlC {
  ///     try await terminal.write(frame: "\u{1B}[H\u{1B}[2Jpressed \(key)")
  ///   }
  /// }
  /// ```
  ///
  /// The live client also restores the terminal if the process ends while `body` runs: by
  /// `exit`, or by SIGINT, SIGTERM, SIGHUP or SIGQUIT sent from elsewhere (the signal then
  /// takes its usual course). A crash (a trap or SIGSEGV) is not covered; run `reset`
  /// after one.
  ///
  /// - Parameter body: The work to do in raw mode.
  /// - Returns: What `body` returns.
  /// - Throws: What ``enableRawMode`` throws, or what `body` throws.
  public func withRawMode<R>(
    isolation: isolated (any Actor)? = #isolation,
    _ body: () async throws -> R
  ) async throws -> R {
    let token = try await enableRawMode()
    defer { token.restore() }
    return try await body()
  }
}
