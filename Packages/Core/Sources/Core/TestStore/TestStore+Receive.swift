extension TestStore where Action: Equatable {
  /// Asserts that an effect sent `expectedAction` next, and how it changed state.
  ///
  /// Waits (up to `timeout`) for the action to arrive.
  ///
  /// ```swift
  /// await store.receive(.factResponse("1 is a good number.")) { $0.fact = "1 is a good number." }
  /// ```
  public func receive(
    _ expectedAction: Action,
    timeout: Duration? = nil,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await receiveAction(
      matching: { $0 == expectedAction },
      describedAs: customDump(expectedAction),
      mismatch: { actual in
        """
        Received unexpected action: …

        \(indent(diff(expectedAction, actual) ?? customDump(actual)))

        (Expected: -, Received: +)
        """
      },
      timeout: timeout, update: updateStateToExpectedResult,
      at: SourceLocation(fileID: "\(fileID)", filePath: "\(filePath)", line: line, column: column)
    )
  }
}

extension TestStore {
  /// Asserts that an effect sent an action of the case `actionCase` next, and how it
  /// changed state.
  ///
  /// `actionCase` is the computed property that extracts the case (see ``AnyCasePath``):
  ///
  /// ```swift
  /// await store.receive(\.factResponse) { $0.fact = "1 is a good number." }
  /// ```
  public func receive<Value>(
    _ actionCase: KeyPath<Action, Value?>,
    timeout: Duration? = nil,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let location = SourceLocation(
      fileID: "\(fileID)", filePath: "\(filePath)", line: line, column: column)
    let expected = describe(actionCase, at: location)
    await receiveAction(
      matching: { $0[keyPath: actionCase] != nil },
      describedAs: "an action matching \(expected)",
      mismatch: { actual in
        """
        Received unexpected action: …

        \(indent(customDump(actual)))

        Expected an action matching \(expected), which extracted "nil" from it.
        """
      },
      timeout: timeout, update: updateStateToExpectedResult, at: location
    )
  }

  /// Asserts that an effect sent the case `actionCase` with `value` next, and how it
  /// changed state.
  ///
  /// ```swift
  /// await store.receive(\.factResponse, "1 is a good number.") { $0.fact = "1 is a good number." }
  /// ```
  public func receive<Value: Equatable>(
    _ actionCase: KeyPath<Action, Value?>,
    _ value: Value,
    timeout: Duration? = nil,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let location = SourceLocation(
      fileID: "\(fileID)", filePath: "\(filePath)", line: line, column: column)
    let expected = describe(actionCase, at: location)
    await receiveAction(
      matching: { $0[keyPath: actionCase] == value },
      describedAs: "\(expected) with \(customDump(value))",
      mismatch: { actual in
        guard let extracted = actual[keyPath: actionCase] else {
          return """
            Received unexpected action: …

            \(indent(customDump(actual)))

            Expected \(expected) with \(customDump(value)), which extracted "nil" from it.
            """
        }
        return """
          Received unexpected action: …

          \(indent(diff(value, extracted) ?? customDump(actual)))

          Expected \(expected) with \(customDump(value)); it extracted \(customDump(extracted)). \
          (Expected: -, Received: +)
          """
      },
      timeout: timeout, update: updateStateToExpectedResult, at: location
    )
  }

  /// Asserts that an effect sent an action of the case `casePath` next, and how it changed
  /// state.
  public func receive<Value>(
    _ casePath: AnyCasePath<Action, Value>,
    timeout: Duration? = nil,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await receiveAction(
      matching: { casePath.extract(from: $0) != nil },
      describedAs: "an action matching the case path",
      mismatch: { actual in
        """
        Received unexpected action: …

        \(indent(customDump(actual)))

        Expected an action matching the case path.
        """
      },
      timeout: timeout, update: updateStateToExpectedResult,
      at: SourceLocation(fileID: "\(fileID)", filePath: "\(filePath)", line: line, column: column)
    )
  }

  /// Waits for the next received action, checks it with `matches` (exhaustive) or skips to
  /// the first that matches (non-exhaustive), then checks the state change.
  func receiveAction(
    matching matches: (Action) -> Bool,
    describedAs expectation: String,
    mismatch: (Action) -> String,
    timeout: Duration?,
    update: ((inout State) throws -> Void)?,
    at location: SourceLocation
  ) async {
    let timeout = timeout ?? self.timeout
    await Task.megaYield()
    func hasArrived() -> Bool {
      exhaustivity == .on
        ? !recorder.received.isEmpty : recorder.received.contains { matches($0.action) }
    }
    if !hasArrived(), effects.running.isEmpty {
      // Nothing can send it any more: waiting for the timeout would only slow the test down
      // (TCA fails at once too). Actions received meanwhile stay for the next `receive`.
      var message = "Expected to receive \(expectation), but received none."
      if !recorder.received.isEmpty {
        message += "\n\nReceived instead:\n\(describe(recorder.received.map(\.action)))"
      }
      message += """
        \n\nNo effect is running that could send it: was the effect that should have sent it \
        cancelled, or did it end without sending it?
        """
      fail(message, at: location)
      return
    }
    let arrived = await waitUntil(timeout: timeout, hasArrived)
    guard arrived else {
      var message = "Expected to receive \(expectation), but received none after \(timeout)."
      if !recorder.received.isEmpty {
        message += "\n\nReceived instead:\n\(describe(recorder.received.map(\.action)))"
      } else if !trackedEffects.isEmpty {
        message += " \(pluralized(trackedEffects.count, "effect")) still running."
      }
      fail(message, at: location)
      return
    }

    if exhaustivity != .on {
      while let next = recorder.received.first, !matches(next.action) {
        recorder.received.removeFirst()
        reportSkipped(
          "Received action not asserted:\n\(indent(customDump(next.action)))", at: location)
        takeOn(next)
      }
    }
    let step = recorder.received.removeFirst()
    if !matches(step.action) {
      // As in TCA, the state is checked only for the action the test expected: a diff
      // against another action's state would bury the one mistake under a second.
      fail(mismatch(step.action), at: location)
      takeOn(step)
    } else if !step.stateTakenOn {
      assertStateChange(
        from: state, to: step.state, sharedActual: step.shared, expecting: update,
        stackGeneration: step.stackGeneration, at: location
      )
      state = step.state
    }
    await Task.megaYield()
  }
}

extension TestStore {
  /// Asserts that an effect sent an action for which `isMatching` returns `true` next, and
  /// how it changed state.
  ///
  /// ```swift
  /// await store.receive({ if case .loginResponse(.failure) = $0 { true } else { false } }) {
  ///   $0.isLoading = false
  /// }
  /// ```
  public func receive(
    _ isMatching: (_ action: Action) -> Bool,
    timeout: Duration? = nil,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let location = SourceLocation(
      fileID: "\(fileID)", filePath: "\(filePath)", line: line, column: column)
    await receiveAction(
      matching: isMatching,
      describedAs: "an action matching the predicate at \(location)",
      mismatch: { actual in
        """
        Received unexpected action: …

        \(indent(customDump(actual)))

        Expected an action matching the predicate at \(location), which returned "false".
        """
      },
      timeout: timeout, update: updateStateToExpectedResult, at: location
    )
  }

  /// A key path as a person can read it: its own description where Swift gives one
  /// (`\Action.child`), or, for a computed property, whose description on Linux is an
  /// address, the place in the test that wrote it.
  func describe(_ keyPath: AnyKeyPath, at location: SourceLocation) -> String {
    let description = "\(keyPath)"
    guard description.contains("<computed") else { return description }
    return "the key path at \(location)"
  }
}
