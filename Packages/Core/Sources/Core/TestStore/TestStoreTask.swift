/// The effects started by one `TestStore.send`, to wait for or cancel inside a test.
///
/// ```swift
/// let task = await store.send(.onAppear)
/// // ...
/// await task.cancel()   // like a view disappearing
/// ```
@MainActor
public struct TestStoreTask: Sendable {
  let rawValue: StoreTask
  let timeout: Duration
  let fail: @MainActor (String, SourceLocation) -> Void

  /// Cancels the effects and waits until they have stopped.
  public func cancel() async {
    rawValue.cancel()
    await rawValue.finish()
  }

  /// Waits for the effects to finish; fails the test if they are still running after
  /// `timeout` (the store's timeout by default).
  public func finish(
    timeout: Duration? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async {
    let timeout = timeout ?? self.timeout
    guard await waitUntilFinished(within: timeout) else {
      fail(
        """
        Expected the effects of this action to finish, but they are still running after \
        \(timeout).

        Advance the test clock the effects sleep on, or cancel the long-living effect.
        """,
        SourceLocation(fileID: "\(fileID)", filePath: "\(filePath)", line: line, column: column)
      )
      return
    }
  }

  /// Whether the effects were cancelled. `true` when the action started none.
  public var isCancelled: Bool {
    rawValue.isCancelled
  }

  private func waitUntilFinished(within timeout: Duration) async -> Bool {
    let finished = LockIsolated(false)
    let task = rawValue
    let watcher = Task { @MainActor in
      await task.finish()
      finished.setValue(true)
    }
    let didFinish = await waitUntil(timeout: timeout) { finished.value }
    if !didFinish { watcher.cancel() }
    return didFinish
  }
}
