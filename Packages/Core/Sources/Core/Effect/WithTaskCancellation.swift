/// Runs `operation` so that `.cancel(id:)` with `id` cancels it, like an effect made
/// `cancellable(id:)`, from inside an effect.
///
/// Use it to make part of an effect's work cancellable on its own, or to keep only the latest
/// of several (`cancelInFlight: true` cancels the operations already running with `id`):
///
/// ```swift
/// case let .searchQueryChanged(query):
///   return .run { send in
///     let results = try await withTaskCancellation(id: CancelID.search, cancelInFlight: true) {
///       try await api.search(query)
///     }
///     await send(.searchResponse(results))
///   }
/// ```
///
/// The id belongs to the feature whose effect calls this and to the features above it, as
/// with `cancellable(id:)`. Outside an effect there is no store to cancel through, and
/// `operation` simply runs.
///
/// - Returns: What `operation` returned, or throws what it threw. Cancelling it cancels its
///   task; what the operation does about that (return early, throw `CancellationError`) is
///   what this returns or throws, as in TCA.
public func withTaskCancellation<T: Sendable>(
  id: some Hashable & Sendable,
  cancelInFlight: Bool = false,
  operation: @escaping @Sendable () async throws -> T
) async throws -> T {
  guard let context = EffectContext.current else { return try await operation() }
  return try await runRegistered(CancelID(id, path: context.path), cancelInFlight, context) {
    Task { try await operation() }
  }
  .get()
}

/// Runs `operation` so that `.cancel(id:)` with `id` cancels it, for an operation that does
/// not throw. See ``withTaskCancellation(id:cancelInFlight:operation:)-(_,_,()->T)``.
public func withTaskCancellation<T: Sendable>(
  id: some Hashable & Sendable,
  cancelInFlight: Bool = false,
  operation: @escaping @Sendable () async -> T
) async -> T {
  guard let context = EffectContext.current else { return await operation() }
  return await runRegistered(CancelID(id, path: context.path), cancelInFlight, context) {
    Task { await operation() }
  }
  .get()
}

/// Registers `id` with the effect's store (cancelling the work in flight under it first, when
/// asked), then starts the work and waits for it, and forgets the registration: the new
/// work never overlaps the work it cancels, as in TCA.
private func runRegistered<T: Sendable, Failure: Error>(
  _ id: CancelID, _ cancelInFlight: Bool, _ context: EffectContext,
  start: () -> Task<T, Failure>
) async -> Result<T, Failure> {
  let cancellation = CancellationBox()
  let token = await context.register(id, cancelInFlight) { cancellation.cancel() }
  let task = start()
  cancellation.attach { task.cancel() }
  let result = await withTaskCancellationHandler {
    await task.result
  } onCancel: {
    task.cancel()
  }
  if let token { await context.unregister(token) }
  return result
}

extension Task where Success == Never, Failure == Never {
  /// Cancels, from inside an effect, the effects in flight made cancellable with `id` by the
  /// feature whose effect this is or by a feature it integrates: what returning
  /// `.cancel(id:)` from the reducer does.
  ///
  /// ```swift
  /// return .run { send in
  ///   await Task.cancel(id: CancelID.timer)
  ///   await send(.timerStopped)
  /// }
  /// ```
  ///
  /// Unlike TCA's, it is `async`: a store's cancellation ids live on the main actor, and the
  /// effects are cancelled when it returns. Outside an effect there is no store to cancel
  /// through (TCA's ids are global, Core's belong to a store): it cancels nothing, and reports
  /// an issue saying so, rather than leave a test waiting on effects it believes cancelled.
  public static func cancel(
    id: some Hashable & Sendable,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) async {
    guard let context = EffectContext.current else {
      reportIssue(
        """
        "Task.cancel(id: \(id))" was called outside an effect, where it cancels nothing: an \
        effect's cancellation ids belong to the store that runs it. Return ".cancel(id:)" from \
        the reducer, or call "Task.cancel(id:)" inside a ".run" effect of the same store.
        """,
        fileID: "\(fileID)", filePath: "\(filePath)", line: line, column: column)
      return
    }
    let id = CancelID(id, path: context.path)
    await context.cancel(id)
  }
}

/// The store and feature an effect's operation runs for, so that code inside it can register
/// cancellable work with that store.
struct EffectContext: Sendable {
  /// The feature that returned the effect.
  let path: NavigationIDPath
  /// Registers work cancelled by `cancel` under an id (at every path above it too), first
  /// cancelling what is registered under it when asked; `nil` when the store is gone.
  let register: @MainActor @Sendable (CancelID, Bool, @escaping @Sendable () -> Void) -> Int?
  let unregister: @MainActor @Sendable (Int) -> Void
  /// Cancels the work registered under an id, as the `.cancel(id:)` effect does.
  let cancel: @MainActor @Sendable (CancelID) -> Void
  let throttles: ThrottleWindows

  @TaskLocal static var current: EffectContext?
}

/// A cancellation that may arrive before the work it cancels has started: the work is then
/// cancelled as soon as it is attached.
private final class CancellationBox: Sendable {
  private struct Contents {
    var isCancelled = false
    var cancel: (@Sendable () -> Void)?
  }

  private let contents = LockIsolated(Contents())

  func cancel() {
    let cancel = contents.withValue { contents -> (@Sendable () -> Void)? in
      contents.isCancelled = true
      return contents.cancel
    }
    cancel?()
  }

  func attach(_ cancel: @escaping @Sendable () -> Void) {
    let cancelled = contents.withValue { contents -> Bool in
      contents.cancel = cancel
      return contents.isCancelled
    }
    if cancelled { cancel() }
  }
}
