extension TestStore {
  /// Waits for every effect in flight to finish; fails if some are still running after
  /// `timeout` (the store's timeout by default), naming the action that started each. An
  /// exhaustive store first fails for actions received before it and not yet asserted.
  ///
  /// Call it at the end of a test whose effects take a moment to wind down.
  public func finish(
    timeout: Duration? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let timeout = timeout ?? self.timeout
    let location = SourceLocation(
      fileID: "\(fileID)", filePath: "\(filePath)", line: line, column: column)
    if exhaustivity == .on, !recorder.received.isEmpty {
      // As TCA's `finish()`: the actions received before it are reported at its line. They
      // stay queued; actions that arrive while it waits are the test's to receive after it.
      fail(unhandledActionsMessage(by: "the time \"finish()\" was called"), at: location)
    }
    let idle = await waitUntil(timeout: timeout) { trackedEffects.isEmpty }
    guard !idle else { return }
    fail(
      """
      Expected effects to finish, but there are still effects in flight after \(timeout).

      \(describeRunningEffects())
      """,
      at: location
    )
  }

  /// Drops every received action not yet asserted, taking on the state after the last one.
  ///
  /// - Parameter strict: Fail when there is nothing to skip.
  public func skipReceivedActions(
    strict: Bool = true,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await Task.megaYield()
    guard !recorder.received.isEmpty else {
      if strict {
        fail(
          "There were no received actions to skip.",
          at: SourceLocation(
            fileID: "\(fileID)", filePath: "\(filePath)", line: line, column: column)
        )
      }
      return
    }
    skipReceived(reason: "skipReceivedActions()")
  }

  /// Stops tracking the effects in flight: the test need not wait for them, and they do not
  /// fail it by running at its end. They are not cancelled, as in TCA: they run on, and an
  /// action one of them sends later is received like any other (an exhaustive test must
  /// `receive` it). The store cancels whatever still runs when it goes away.
  ///
  /// - Parameter strict: Fail when no effect is in flight.
  public func skipInFlightEffects(
    strict: Bool = true,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await Task.megaYield()
    let location = SourceLocation(
      fileID: "\(fileID)", filePath: "\(filePath)", line: line, column: column)
    let tracked = trackedEffects
    guard !tracked.isEmpty else {
      if strict { fail("There were no in-flight effects to skip.", at: location) }
      return
    }
    reportSkipped(
      "\(pluralized(tracked.count, "in-flight effect")) skipped by skipInFlightEffects():\n\n"
        + describe(tracked.sorted { $0.key < $1.key }.map(\.value.origin.action)),
      at: location)
    skippedEffects.formUnion(tracked.keys)
  }

  /// Drops the received actions, taking on the state after the last one.
  func skipReceived(reason: String) {
    guard let last = recorder.received.last else { return }
    reportSkipped(
      "\(pluralized(recorder.received.count, "received action")) skipped by \(reason):\n"
        + describe(recorder.received.map(\.action)),
      at: location
    )
    takeOn(last)
    recorder.received.removeAll()
  }

  /// Goes on from the state (and shared values) `step` left, without checking it: for a
  /// received action the test skipped, or did not expect.
  func takeOn(_ step: TestRecorder<State, Action>.Step) {
    state = step.state
    assertedShared =
      SharedSides(
        tracked: sharedTracker.tracked, asserted: assertedShared, actual: step.shared
      ).actual
  }

  /// Each running effect with the action that started it.
  func describeRunningEffects() -> String {
    trackedEffects.sorted { $0.key < $1.key }.map { _, effect in
      "An effect started by this action is still running:\n\n\(indent(customDump(effect.origin.action)))"
    }
    .joined(separator: "\n\n")
  }

  /// The end-of-test checks of an exhaustive store: no received action left unasserted, no
  /// shared value changed without an assertion, no effect left running.
  func reportUnfinishedWork() {
    guard exhaustivity == .on else {
      effects.cancelAll()
      return
    }
    if recorder.received.isEmpty {
      // Unreceived actions already fail the test; their shared changes would repeat it.
      reportUnassertedSharedChanges()
    }
    if !recorder.received.isEmpty {
      fail(unhandledActionsMessage(by: "the end of the test"), at: location)
    }
    for effect in trackedEffects.sorted(by: { $0.key < $1.key }).map(\.value) {
      let startedAt: SourceLocation
      if case let .send(location) = effect.origin.origin {
        startedAt = location
      } else {
        startedAt = location
      }
      fail(
        """
        An effect returned for this action is still running. It must complete before the end \
        of the test: …

        \(indent(customDump(effect.origin.action)))

        To fix it, make sure every effect this action starts finishes by the end of the test:
        • If the effect sleeps on a test clock, advance the clock until it is done.
        • If it is long-living (a timer, a stream), cancel it with a cancellation effect from \
        another action, or call "skipInFlightEffects()".
        • If it only needs a moment, "await store.finish()" at the end of the test.
        """,
        at: startedAt
      )
    }
    effects.cancelAll()
  }
}

extension TestStore {
  /// The failure for received actions the test never asserted by `moment` ("the end of the
  /// test").
  func unhandledActionsMessage(by moment: String) -> String {
    """
    The store received \(pluralized(recorder.received.count, "unexpected action")) by \(moment): …

    Unhandled actions:
    \(describe(recorder.received.map(\.action)))

    Assert them with "receive", or skip them with "skipReceivedActions()".
    """
  }
}
