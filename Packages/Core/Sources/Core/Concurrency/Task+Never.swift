extension Task where Success == Never, Failure == Never {
  /// Suspends until the current task is cancelled, then throws `CancellationError`.
  ///
  /// A long-living effect that only reacts to cancellation (say, to clean up) waits on it:
  ///
  /// ```swift
  /// return .run { _ in
  ///   try await withTaskCancellationHandler {
  ///     try await Task.never()
  ///   } onCancel: {
  ///     connection.close()
  ///   }
  /// }
  /// ```
  public static func never() async throws -> Never {
    let (stream, continuation) = AsyncStream<Never>.makeStream()
    await withTaskCancellationHandler {
      for await _ in stream {}
    } onCancel: {
      continuation.finish()
    }
    throw _Concurrency.CancellationError()
  }
}
