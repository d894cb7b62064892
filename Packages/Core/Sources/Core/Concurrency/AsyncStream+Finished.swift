extension AsyncStream {
  /// A stream that has already finished: iterating it ends at once. A test value for an
  /// endpoint that returns a stream.
  ///
  /// ```swift
  /// $0.terminal.resizes = { .finished }
  /// ```
  public static var finished: Self {
    Self { $0.finish() }
  }
}

extension AsyncThrowingStream where Failure == any Error {
  /// A stream that has already finished, throwing `error` if one is given.
  ///
  /// ```swift
  /// $0.terminal.keys = { .finished(throwing: TerminalError.notATerminal) }
  /// ```
  public static func finished(throwing error: (any Error)? = nil) -> Self {
    Self { $0.finish(throwing: error) }
  }
}
