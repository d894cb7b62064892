/// Hands a ``SharedReaderKey``'s loaded value back to the reference that asked for it.
///
/// Resume it exactly once, now or later, from any thread. A second resume is reported and
/// ignored; a continuation released without being resumed is reported and resumes with the
/// initial value, so nothing waits forever.
public struct LoadContinuation<Value>: Sendable {
  private let box: ContinuationBox<Value?>

  /// Creates a continuation that calls `callback` with the result: a value, `nil` for "use the
  /// initial value", or an error.
  public init(
    _ description: String = "A shared key",
    callback: @escaping @Sendable (Result<Value?, any Error>) -> Void
  ) {
    self.box = ContinuationBox(description: description, onLeak: .success(nil), callback: callback)
  }

  public func resume(returning value: Value) {
    box.resume(with: .success(value))
  }

  /// Resumes with an error: the reference keeps its value and exposes the error as
  /// `loadError`.
  public func resume(throwing error: any Error) {
    box.resume(with: .failure(error))
  }

  /// Resumes saying the outside holds no value: the reference uses its initial value.
  public func resumeReturningInitialValue() {
    box.resume(with: .success(nil))
  }

  /// Resumes with a result: a value, `nil` for the initial value, or an error.
  public func resume(with result: Result<Value?, any Error>) {
    box.resume(with: result)
  }
}

/// Tells a reference that a ``SharedKey``'s save finished or failed.
///
/// Resume it exactly once, now or later, from any thread. A failure is exposed as the
/// reference's `saveError` (and thrown from ``Shared/save()``); a success clears it.
public struct SaveContinuation: Sendable {
  private let box: ContinuationBox<Void>

  public init(
    _ description: String = "A shared key",
    callback: @escaping @Sendable (Result<Void, any Error>) -> Void
  ) {
    self.box = ContinuationBox(description: description, onLeak: .success(()), callback: callback)
  }

  public func resume() {
    box.resume(with: .success(()))
  }

  public func resume(throwing error: any Error) {
    box.resume(with: .failure(error))
  }

  public func resume(with result: Result<Void, any Error>) {
    box.resume(with: result)
  }
}

/// Hands changes made outside the program to the reference that subscribed to a
/// ``SharedReaderKey``.
public struct SharedSubscriber<Value>: Sendable {
  private let callback: @Sendable (Result<Value?, any Error>) -> Void
  private let onLoading: @Sendable (Bool) -> Void

  /// Creates a subscriber that calls `callback` with each result (a value, `nil` for the
  /// initial value, or an error) and `onLoading` with each loading state.
  public init(
    callback: @escaping @Sendable (Result<Value?, any Error>) -> Void,
    onLoading: @escaping @Sendable (Bool) -> Void = { _ in }
  ) {
    self.callback = callback
    self.onLoading = onLoading
  }

  /// The value changed outside the program.
  public func yield(_ value: Value) {
    callback(.success(value))
  }

  /// The value was removed outside the program: the reference goes back to its initial value.
  public func yieldReturningInitialValue() {
    callback(.success(nil))
  }

  /// Loading the changed value failed: the reference keeps its value and exposes the error
  /// as `loadError`.
  public func yield(throwing error: any Error) {
    callback(.failure(error))
  }

  /// Yields a result: a value, `nil` for the initial value, or an error.
  public func yield(with result: Result<Value?, any Error>) {
    callback(result)
  }

  /// The outside started (`true`) or finished (`false`) loading a new value: shown as the
  /// reference's `isLoading`.
  public func yieldLoading(_ isLoading: Bool = true) {
    onLoading(isLoading)
  }
}

/// A subscription to a ``SharedReaderKey``'s outside changes. Cancelling it, or releasing its
/// last copy, stops them.
public struct SharedSubscription: Sendable {
  private let box: Box

  /// Creates a subscription that runs `cancel` once, when cancelled or released.
  public init(_ cancel: @escaping @Sendable () -> Void) {
    self.box = Box(cancel)
  }

  /// Stops the updates. Safe to call more than once.
  public func cancel() {
    box.cancel()
  }

  private final class Box: Sendable {
    private let onCancel: LockIsolated<(@Sendable () -> Void)?>

    init(_ onCancel: @escaping @Sendable () -> Void) {
      self.onCancel = LockIsolated(onCancel)
    }

    func cancel() {
      let onCancel = self.onCancel.withValue { onCancel in
        defer { onCancel = nil }
        return onCancel
      }
      onCancel?()
    }

    deinit {
      cancel()
    }
  }
}

/// Calls a continuation's callback once; reports a second resume, and a release without one.
private final class ContinuationBox<Success>: Sendable {
  private let callback: LockIsolated<(@Sendable (Result<Success, any Error>) -> Void)?>
  private let description: String
  // Safe because it is immutable, and only read in `deinit`, after every other access; its
  // success value is `nil` or `()`.
  private nonisolated(unsafe) let leakResult: Result<Success, any Error>

  init(
    description: String,
    onLeak: Result<Success, any Error>,
    callback: @escaping @Sendable (Result<Success, any Error>) -> Void
  ) {
    self.callback = LockIsolated(callback)
    self.description = description
    self.leakResult = onLeak
  }

  func resume(with result: Result<Success, any Error>) {
    let callback = self.callback.withValue { callback in
      defer { callback = nil }
      return callback
    }
    guard let callback else {
      reportIssue("\(description) resumed its continuation more than once; only the first counts.")
      return
    }
    callback(result)
  }

  deinit {
    guard let callback = callback.withValue({ $0 }) else { return }
    reportIssue(
      """
      \(description) released its continuation without resuming it. Resume every continuation \
      passed to "load" or "save" exactly once; the reference goes on as if it had been resumed.
      """
    )
    callback(leakResult)
  }
}
