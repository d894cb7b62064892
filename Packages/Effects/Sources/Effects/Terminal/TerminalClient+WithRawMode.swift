extension TerminalClient {
  /// Restores the terminal when `body` returns or throws (or the task is cancelled and `body`
  /// ends). The live client also restores it if the process ends while `body` runs: by
  /// `exit`, or by SIGINT, SIGTERM, SIGHUP or SIGQUIT sent from elsewhere (the signal then
  /// takes its usual course). A crash (a trap or SIGSEGV) is not covered; run `reset` after
  /// one.
  public func withRawMode<R>(
    isolation: isolated (any Actor)? = #isolation,
    _ body: () async throws -> R
  ) async throws -> R {
    let token = try await enableRawMode()
    defer { token.restore() }
    return try await body()
  }
}
