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
/// - Returns: What `operation` returned; throws what it threw, or `CancellationError` when
///   it was cancelled before finishing and threw nothing else.
public func withTaskCancellation<T: Sendable>(
  id: some Hashable & Sendable,
  cancelInFlight: Bool = false,
  operation: @escaping @Sendable () async throws -> T
) async throws -> T {
  guard let context = EffectContext.current else { return try await operation() }
  let task = Task { try await operation() }
  let token = await context.register(CancelID(id, path: context.path), cancelInFlight) {
    task.cancel()
  }
  let result = await withTaskCancellationHandler {
    await task.result
  } onCancel: {
    task.cancel()
  }
  if let token { await context.unregister(token) }
  return try result.get()
}

/// Runs `operation` so that `.cancel(id:)` with `id` cancels it, for an operation that does
/// not throw. See ``withTaskCancellation(id:cancelInFlight:operation:)-(_,_,()->T)``.
public func withTaskCancellation<T: Sendable>(
  id: some Hashable & Sendable,
  cancelInFlight: Bool = false,
  operation: @escaping @Sendable () async -> T
) async -> T {
  guard let context = EffectContext.current else { return await operation() }
  let task = Task { await operation() }
  let token = await context.register(CancelID(id, path: context.path), cancelInFlight) {
    task.cancel()
  }
  let value = await withTaskCancellationHandler {
    await task.value
  } onCancel: {
    task.cancel()
  }
  if let token { await context.unregister(token) }
  return value
}

/// The store and feature an effect's operation runs for, so that code inside it can register
/// cancellable work with that store.
struct EffectContext: Sendable {
  /// The feature that returned the effect.
  let path: NavigationIDPath
  /// Registers work cancelled by `cancel` under an id (at every path above it too), first
  /// cancelling what is registered under it when asked; `nil` when the store is gone.
  let register: @MainActor @Sendable (CancelID, Bool, @escaping @Sendable () -> Void) -> Int?
  /// Forgets the work registered under a token.
  let unregister: @MainActor @Sendable (Int) -> Void
  /// The store's throttle windows.
  let throttles: ThrottleWindows

  @TaskLocal static var current: EffectContext?
}
