extension TestStore {
  /// Asserts the store's current state without sending an action: the closure changes the
  /// state as last asserted into the state you expect.
  ///
  /// It also asserts shared values an effect changed after the last action
  /// (`$0.$count.withLock { $0 = 3 }`). Unlike `send`, a closure that restates the current
  /// state passes: an assertion need not find a change (as in TCA).
  ///
  /// Useful in a non-exhaustive test, or after `skipReceivedActions()`:
  ///
  /// ```swift
  /// store.exhaustivity = .off
  /// await store.send(.refreshButtonTapped)
  /// await store.skipReceivedActions()
  /// store.assert { $0.isLoading = false }
  /// ```
  public func assert(
    _ updateStateToExpectedResult: (_ state: inout State) throws -> Void,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let location = SourceLocation(
      fileID: "\(fileID)", filePath: "\(filePath)", line: line, column: column)
    let actual = withIssueReporters(reporters) { core.state }
    withoutActuallyEscaping(updateStateToExpectedResult) { update in
      assertStateChange(
        from: state, to: actual, sharedActual: sharedTracker.currentValues(), expecting: update,
        stackGeneration: nil, changeRequired: false, at: location)
    }
    state = actual
  }

  /// Runs `operation` with ``exhaustivity`` set to `exhaustivity`, then restores it.
  ///
  /// ```swift
  /// await store.withExhaustivity(.off) {
  ///   await store.send(.onAppear)
  ///   await store.receive(\.factResponse)
  /// }
  /// ```
  public func withExhaustivity<R>(
    _ exhaustivity: Exhaustivity,
    operation: () async throws -> R
  ) async rethrows -> R {
    let saved = self.exhaustivity
    self.exhaustivity = exhaustivity
    defer { self.exhaustivity = saved }
    return try await operation()
  }

  /// Whether the feature under test dismissed itself with `@Dependency(\.dismiss)`.
  ///
  /// ```swift
  /// await store.send(.closeButtonTapped)
  /// XCTAssertTrue(store.isDismissed)
  /// ```
  public var isDismissed: Bool {
    dismissal.isDismissed
  }
}

/// Records that the feature under a ``TestStore`` called `dismiss()`. Shared by the store and
/// the dismiss effect it installs, which must not keep the store alive.
///
/// A dismissed feature is gone, as it would be in an app: its effects are cancelled (so they
/// do not fail the test by running at its end) and the test may send it nothing more, as in
/// TCA.
@MainActor
final class TestDismissal {
  var isDismissed = false
  /// Cancels the store's effects; set by the store.
  var cancelEffects: (@MainActor () -> Void)?

  /// The dismiss effect a test store's feature sees.
  nonisolated var effect: DismissEffect {
    DismissEffect { [weak self] in
      await MainActor.run {
        guard let self, !self.isDismissed else { return }
        self.isDismissed = true
        self.cancelEffects?()
      }
    }
  }
}
