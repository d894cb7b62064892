extension TestStore {
  /// Sends an action and asserts how it changed state.
  ///
  /// The trailing closure receives the state as it was before the action; change it into the
  /// state you expect. Omit the closure when the action must not change state.
  ///
  /// ```swift
  /// await store.send(.incrementButtonTapped) { $0.count = 1 }
  /// ```
  ///
  /// In an exhaustive store, sending while actions from effects are waiting to be received
  /// fails: receive them (or skip them) first.
  ///
  /// - Returns: The effects the action started, to wait for or cancel.
  @discardableResult
  public func send(
    _ action: Action,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> TestStoreTask {
    let location = SourceLocation(
      fileID: "\(fileID)", filePath: "\(filePath)", line: line, column: column)
    guard !dismissal.isDismissed else {
      fail(
        """
        Can't send an action to a feature that dismissed itself: …

        \(indent(customDump(action)))

        Its "dismiss()" ended it, and its effects were cancelled.
        """,
        at: location)
      return TestStoreTask(rawValue: StoreTask(nil), timeout: timeout) { _, _ in }
    }
    if !recorder.received.isEmpty {
      if exhaustivity == .on {
        fail(
          """
          Must handle \(pluralized(recorder.received.count, "received action")) before sending an \
          action: …

          Unhandled actions:
          \(describe(recorder.received.map(\.action)))
          """,
          at: location
        )
        // They stay queued, as in TCA, so that a `receive` after this send still matches
        // them. This send is checked from the state they left, so that their changes do not
        // fail it a second time, and receiving them later checks only the action.
        if let last = recorder.received.last { takeOn(last) }
        for index in recorder.received.indices { recorder.received[index].stateTakenOn = true }
      } else {
        skipReceived(reason: "sending \(customDump(action))")
      }
    }
    let previous = state
    recorder.afterSend = nil
    // The store's reporters are in force for the reducer and, through task-local
    // inheritance, for every effect the action starts.
    let task = withIssueReporters(reporters) {
      core.send(TestAction(origin: .send(location), action: action))
    }
    let actual = recorder.afterSend?.state ?? previous
    assertStateChange(
      from: previous, to: actual,
      sharedActual: recorder.afterSend?.shared ?? sharedTracker.currentValues(),
      expecting: updateStateToExpectedResult,
      stackGeneration: recorder.afterSend?.stackGeneration, at: location
    )
    state = actual
    // Let the effects the action started run to their first suspension point.
    await Task.megaYield()
    return TestStoreTask(rawValue: task, timeout: timeout) { [weak self] message, location in
      self?.fail(message, at: location)
    }
  }

  /// Checks `actual` against `previous` changed by `update`, and fails with a diff if they
  /// differ. Non-exhaustive stores check only what `update` asserts.
  ///
  /// `sharedActual` holds the values the store's shared references had right after the
  /// action (see ``TestRecorder/Step/shared``): shared values are checked as part of state.
  ///
  /// The assertion runs with the store's dependencies, its stack element ids drawn from
  /// `stackGeneration` on: `$0.path.append(…)` in a test gets the id the reducer's append got.
  ///
  /// A closure that changes nothing fails ("Expected state to change"), as in TCA, unless
  /// `changeRequired` is `false` (`assert`) or the store wrote a shared value since the last
  /// assertion: a write of an equal value is a change the test may restate.
  func assertStateChange(
    from previous: State,
    to actual: State,
    sharedActual: [ObjectIdentifier: Any],
    expecting update: ((inout State) throws -> Void)?,
    stackGeneration: Int?,
    changeRequired: Bool = true,
    at location: SourceLocation
  ) {
    let writes = sharedTracker.writes
    let changeRequired = changeRequired && writes == sharedWritesAsserted
    sharedWritesAsserted = writes
    var dependencies = self.dependencies
    let update = update.map { update in
      { (state: inout State) throws in
        if let stackGeneration {
          dependencies.stackElementID = .incrementing(from: stackGeneration)
        }
        try withIssueReporters(self.reporters) {
          try DependencyValues.withCurrent(dependencies) { try update(&state) }
        }
      }
    }
    assertedShared.merge(sharedTracker.takeOutsideChanges()) { $1 }
    let shared = SharedSides(
      tracked: sharedTracker.tracked, asserted: assertedShared, actual: sharedActual)
    assertStateChange(
      from: previous, to: actual, shared: shared, expecting: update,
      changeRequired: changeRequired, at: location)
    assertedShared = shared.actual
  }

  private func assertStateChange(
    from previous: State,
    to actual: State,
    shared: SharedSides,
    expecting update: ((inout State) throws -> Void)?,
    changeRequired: Bool,
    at location: SourceLocation
  ) {
    if exhaustivity != .on {
      // Apply the assertions to the actual state: they hold if they change nothing.
      let assertion = SharedAssertion(expected: shared.actual, actual: shared.actual)
      guard let expected = applying(update, to: actual, in: assertion, at: location) else {
        return
      }
      if !assertion.run(.expected, comparing: true, { expected == actual }) {
        failStateMismatch(
          expected: expected, actual: actual, in: assertion, shared: shared, at: location)
      } else if !failSharedMismatches(in: assertion, shared: shared, at: location),
        case .off(showSkippedAssertions: true) = exhaustivity
      {
        let exhaustive = SharedAssertion(expected: shared.asserted, actual: shared.actual)
        var exhaustiveExpectation = previous
        exhaustive.run(.expected) { try? update?(&exhaustiveExpectation) }
        if let skipped = sharedDiff(exhaustiveExpectation, actual, in: exhaustive) {
          reportSkipped(
            "State changes not asserted:\n\n\(indent(skipped))\n\n(Expected: -, Actual: +)",
            at: location)
        }
      }
      return
    }

    let assertion = SharedAssertion(expected: shared.asserted, actual: shared.actual)
    guard let expected = applying(update, to: previous, in: assertion, at: location) else {
      return
    }
    if !assertion.run(.expected, comparing: true, { expected == actual }) {
      if update == nil {
        fail(
          """
          State was not expected to change, but a change occurred: …

          \(indent(sharedDiff(expected, actual, in: assertion) ?? ""))

          (Expected: -, Actual: +)\(describeSharedMismatches(in: assertion, shared: shared))
          """,
          at: location
        )
      } else {
        failStateMismatch(
          expected: expected, actual: actual, in: assertion, shared: shared, at: location)
      }
    } else if failSharedMismatches(in: assertion, shared: shared, at: location) {
      return
    } else if update != nil, changeRequired {
      // The closure must have changed something, in state or in a shared value.
      let unchanged = SharedAssertion(expected: assertion.expected, actual: shared.asserted)
      if unchanged.run(.expected, comparing: true, { expected == previous }),
        sharedMismatches(in: unchanged, shared: shared).isEmpty
      {
        fail(
          """
          Expected state to change, but no change occurred.

          The trailing closure made no observable modifications to state. If no change to state \
          is expected, omit the trailing closure.
          """,
          at: location
        )
      }
    }
  }

  /// `state` changed by `update` with `assertion` in force, or `nil` (reported) when `update`
  /// throws.
  private func applying(
    _ update: ((inout State) throws -> Void)?, to state: State, in assertion: SharedAssertion,
    at location: SourceLocation
  ) -> State? {
    var state = state
    do {
      try assertion.run(.expected) { try update?(&state) }
      return state
    } catch {
      fail("Threw error: \(error)", at: location)
      return nil
    }
  }

  private func failStateMismatch(
    expected: State, actual: State, in assertion: SharedAssertion, shared: SharedSides,
    at location: SourceLocation
  ) {
    fail(
      """
      A state change does not match expectation: …

      \(indent(sharedDiff(expected, actual, in: assertion) ?? ""))

      (Expected: -, Actual: +)\(describeSharedMismatches(in: assertion, shared: shared))
      """,
      at: location
    )
  }
}

extension TestStore {
  /// Each action's dump, indented, one after the other.
  func describe(_ actions: [Action]) -> String {
    actions.map { indent(customDump($0)) }.joined(separator: "\n")
  }

  /// Shows what a non-exhaustive store let pass, when it was asked to: as a known issue
  /// (an expected failure in Swift Testing; printed under XCTest, which has no
  /// `XCTExpectFailure` on Linux).
  func reportSkipped(_ message: String, at location: SourceLocation) {
    guard case .off(showSkippedAssertions: true) = exhaustivity else { return }
    for reporter in reporters {
      reporter.reportKnownIssue("Skipped assertion: " + message, at: location)
    }
  }
}

/// `text` with every line indented by two spaces.
func indent(_ text: String) -> String {
  text.split(separator: "\n", omittingEmptySubsequences: false)
    .map { $0.isEmpty ? "" : "  " + $0 }
    .joined(separator: "\n")
}

/// `"1 received action"`, `"2 received actions"`.
func pluralized(_ count: Int, _ noun: String) -> String {
  "\(count) \(noun)\(count == 1 ? "" : "s")"
}
