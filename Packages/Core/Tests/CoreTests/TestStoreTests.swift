import Core
import XCTest

@MainActor
final class TestStoreTests: XCTestCase {
  /// A test store whose failures are collected instead of failing this test.
  private func makeStore(
    _ issues: CollectingIssueReporter,
    state: FactFeature.State = FactFeature.State(),
    fact: @escaping @Sendable (Int) async throws -> String = { "\($0) is a good number." }
  ) -> TestStoreOf<FactFeature> {
    withIssueReporters([issues]) {
      TestStore(initialState: state) {
        FactFeature()
      } withDependencies: {
        $0.fact.fact = fact
      }
    }
  }

  func testHappyPath() async {
    let store = TestStore(initialState: FactFeature.State()) {
      FactFeature()
    } withDependencies: {
      $0.fact.fact = { "\($0) is a good number." }
    }
    await store.send(.incrementButtonTapped) { $0.count = 1 }
    await store.send(.factButtonTapped) { $0.isLoading = true }
    await store.receive(.factResponse("1 is a good number.")) {
      $0.isLoading = false
      $0.fact = "1 is a good number."
    }
  }

  func testReceiveByCaseKeyPathAndValue() async {
    let store = TestStore(initialState: FactFeature.State()) { FactFeature() }
    await store.send(.twoFactsButtonTapped)
    await store.receive(\.factResponse) { $0.fact = "one" }
    await store.receive(\.factResponse, "two") { $0.fact = "two" }
  }

  func testStateMismatchReportsDiffAtTheSendLine() async {
    let issues = CollectingIssueReporter()
    let store = makeStore(issues)
    await store.send(.incrementButtonTapped) { $0.count = 2 }; let line = #line
    XCTAssertEqual(
      issues.messages,
      [
        """
        A state change does not match expectation: …

            FactFeature.State(
          -   count: 2,
          +   count: 1,
              … (2 unchanged)
            )

        (Expected: -, Actual: +)
        """
      ]
    )
    XCTAssertEqual(issues.locations.first?.line, UInt(line))
    XCTAssertEqual(issues.locations.first?.fileID, "CoreTests/TestStoreTests.swift")
    XCTAssertEqual(store.state.count, 1, "After a failure the store goes on from the actual state")
  }

  func testUnassertedStateChangeIsReported() async {
    let issues = CollectingIssueReporter()
    let store = makeStore(issues)
    await store.send(.incrementButtonTapped)
    XCTAssertEqual(
      issues.messages,
      [
        """
        State was not expected to change, but a change occurred: …

            FactFeature.State(
          -   count: 0,
          +   count: 1,
              … (2 unchanged)
            )

        (Expected: -, Actual: +)
        """
      ]
    )
  }

  func testClosureThatChangesNothingIsReported() async {
    let issues = CollectingIssueReporter()
    let store = makeStore(issues)
    await store.send(.twoFactsButtonTapped) { $0.count = 0 }
    await store.skipReceivedActions()
    XCTAssertEqual(issues.messages.count, 1)
    XCTAssertTrue(
      issues.messages[0].hasPrefix("Expected state to change, but no change occurred."),
      issues.messages[0])
  }

  /// An assertion is not a send: restating the current state passes, as in TCA.
  func testAssertRestatingTheCurrentStatePasses() async {
    let issues = CollectingIssueReporter()
    let store = makeStore(issues)
    store.assert { $0.count = 0 }
    XCTAssertEqual(issues.messages, [])
    store.assert { $0.count = 5 }
    XCTAssertEqual(issues.messages.count, 1)
    XCTAssertTrue(
      issues.messages.first?.hasPrefix("A state change does not match expectation") == true,
      "\(issues.messages)")
  }

  func testReceivingTheWrongActionShowsTheDiff() async {
    let issues = CollectingIssueReporter()
    let store = makeStore(issues)
    await store.send(.factButtonTapped) { $0.isLoading = true }
    await store.receive(.factResponse("2 is a good number.")) {
      $0.isLoading = false
      $0.fact = "0 is a good number."
    }
    XCTAssertEqual(
      issues.messages,
      [
        """
        Received unexpected action: …

          - FactFeature.Action.factResponse("2 is a good number.")
          + FactFeature.Action.factResponse("0 is a good number.")

        (Expected: -, Received: +)
        """
      ]
    )
  }

  func testReceiveTimesOutWhenNothingArrives() async {
    let issues = CollectingIssueReporter()
    let store = makeStore(issues)
    await store.send(.neverEndingButtonTapped)
    await store.receive(.factResponse("never"), timeout: .milliseconds(50))
    XCTAssertEqual(
      issues.messages,
      [
        #"Expected to receive FactFeature.Action.factResponse("never"), but received none after 0.05 seconds. 1 effect still running."#
      ]
    )
    await store.skipInFlightEffects()
  }

  func testReceiveFailsAtOnceWhenNoEffectCouldSendTheAction() async {
    let issues = CollectingIssueReporter()
    let store = makeStore(issues)
    // Ten minutes of timeout: the guard below fails the test long before, unless the
    // receive gives up as soon as it sees that nothing is running.
    await awaitWithTimeout(.seconds(10)) {
      await store.receive(.factResponse("never"), timeout: .seconds(600))
    }
    XCTAssertEqual(
      issues.messages,
      [
        """
        Expected to receive FactFeature.Action.factResponse("never"), but received none.

        No effect is running that could send it: was the effect that should have sent it \
        cancelled, or did it end without sending it?
        """
      ]
    )
  }

  func testANonExhaustiveReceiveFailsAtOnceWhenNothingQueuedMatchesAndNoEffectRuns() async {
    let issues = CollectingIssueReporter()
    let store = makeStore(issues)
    store.exhaustivity = .off(showSkippedAssertions: false)
    await store.send(.twoFactsButtonTapped)
    // As TCA's `testCasePathReceive_WrongAction`: the queued actions do not match, and no
    // effect could send one that does, so the receive gives up without waiting (the guard
    // fails the test long before the ten minutes).
    await awaitWithTimeout(.seconds(10)) {
      await store.receive(.factResponse("never"), timeout: .seconds(600))
    }
    XCTAssertEqual(
      issues.messages,
      [
        """
        Expected to receive FactFeature.Action.factResponse("never"), but received none.

        Received instead:
          FactFeature.Action.factResponse("one")
          FactFeature.Action.factResponse("two")

        No effect is running that could send it: was the effect that should have sent it \
        cancelled, or did it end without sending it?
        """
      ]
    )
    // The queued actions are still there to receive.
    await store.receive(.factResponse("one")) { $0.fact = "one" }
    await store.receive(.factResponse("two")) { $0.fact = "two" }
  }

  func testAReceiveOfTheWrongActionReportsOnlyTheMismatchNotItsState() async {
    let issues = CollectingIssueReporter()
    let store = makeStore(issues)
    await store.send(.twoFactsButtonTapped)
    await store.receive(.factResponse("two")) { $0.fact = "two" }
    XCTAssertEqual(issues.messages.count, 1, issues.messages.joined(separator: "\n---\n"))
    XCTAssertTrue(
      issues.messages[0].hasPrefix("Received unexpected action: …"), issues.messages[0])
    // The test goes on from the state the unexpected action left.
    await store.receive(.factResponse("two")) { $0.fact = "two" }
    XCTAssertEqual(issues.messages.count, 1, issues.messages.joined(separator: "\n---\n"))
  }

  func testFinishReportsReceivedActionsTheTestDidNotAssert() async {
    let issues = CollectingIssueReporter()
    var finishLine: UInt = 0
    do {
      let store = makeStore(issues)
      await store.send(.twoFactsButtonTapped)
      await store.finish(); finishLine = #line
      await store.skipReceivedActions()
    }
    XCTAssertEqual(
      issues.messages,
      [
        """
        The store received 2 unexpected actions by the time "finish()" was called: …

        Unhandled actions:
          FactFeature.Action.factResponse("one")
          FactFeature.Action.factResponse("two")

        Assert them with "receive", or skip them with "skipReceivedActions()".
        """
      ]
    )
    XCTAssertEqual(issues.locations.first?.line, finishLine)
  }

  func testSendingWithUnreceivedActionsFails() async {
    let issues = CollectingIssueReporter()
    let store = makeStore(issues)
    await store.send(.twoFactsButtonTapped)
    await store.send(.incrementButtonTapped) { $0.count = 1 }
    XCTAssertEqual(
      issues.messages.first,
      """
      Must handle 2 received actions before sending an action: …

      Unhandled actions:
        FactFeature.Action.factResponse("one")
        FactFeature.Action.factResponse("two")
      """
    )
    // They stay queued, as in TCA: the test can still receive them, and only the actions
    // are checked (the send above already went on from their state).
    await store.receive(.factResponse("one"))
    await store.receive(.factResponse("two"))
    XCTAssertEqual(issues.messages.count, 1, issues.messages.joined(separator: "\n---\n"))
  }

  func testEndOfTestReportsUnreceivedActionsAndRunningEffects() async {
    let issues = CollectingIssueReporter()
    var sendLine: UInt = 0
    do {
      let store = makeStore(issues)
      await store.send(.twoFactsButtonTapped)
      await store.send(.neverEndingButtonTapped); sendLine = #line
    }
    // The first send leaves two actions unreceived; sending again reports them, and they stay
    // queued (as in TCA), so the end of the test reports them too, then the still-running
    // effect.
    XCTAssertEqual(issues.messages.count, 3, issues.messages.joined(separator: "\n---\n"))
    XCTAssertTrue(
      issues.messages[0].hasPrefix("Must handle 2 received actions"), issues.messages[0])
    XCTAssertTrue(
      issues.messages[1].hasPrefix("The store received 2 unexpected actions by the end"),
      issues.messages[1])
    XCTAssertTrue(
      issues.messages[2].hasPrefix(
        """
        An effect returned for this action is still running. It must complete before the end of \
        the test: …

          FactFeature.Action.neverEndingButtonTapped
        """
      ),
      issues.messages[2]
    )
    XCTAssertEqual(
      issues.locations[2].line, sendLine,
      "The running effect is reported at the send that started it")
  }

  func testEndOfTestReportsUnreceivedActions() async {
    let issues = CollectingIssueReporter()
    do {
      let store = makeStore(issues)
      await store.send(.twoFactsButtonTapped)
    }
    XCTAssertEqual(
      issues.messages,
      [
        """
        The store received 2 unexpected actions by the end of the test: …

        Unhandled actions:
          FactFeature.Action.factResponse("one")
          FactFeature.Action.factResponse("two")

        Assert them with "receive", or skip them with "skipReceivedActions()".
        """
      ]
    )
  }

  func testFinishTimesOutNamingTheRunningEffect() async {
    let issues = CollectingIssueReporter()
    let store = makeStore(issues)
    await store.send(.neverEndingButtonTapped)
    await store.finish(timeout: .milliseconds(50))
    XCTAssertEqual(
      issues.messages,
      [
        """
        Expected effects to finish, but there are still effects in flight after 0.05 seconds.

        An effect started by this action is still running:

          FactFeature.Action.neverEndingButtonTapped
        """
      ]
    )
    await store.skipInFlightEffects()
  }

  func testSkipWithNothingToSkipFailsWhenStrict() async {
    let issues = CollectingIssueReporter()
    let store = makeStore(issues)
    await store.skipReceivedActions()
    await store.skipInFlightEffects()
    await store.skipReceivedActions(strict: false)
    XCTAssertEqual(
      issues.messages,
      ["There were no received actions to skip.", "There were no in-flight effects to skip."]
    )
  }

  /// `skipInFlightEffects()` stops tracking, it does not cancel (as in TCA): the effect runs on,
  /// and what it sends later is received as usual.
  func testSkippedEffectsRunOnAndTheirActionsCanStillBeReceived() async {
    let clock = TestClock()
    let store = TestStore(initialState: 0) {
      DelayedEcho()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.start)
    await store.skipInFlightEffects()
    await clock.advance(by: .seconds(1))
    await store.receive(.finished) { $0 = 1 }
  }

  func testTaskCancelStopsALongLivingEffect() async {
    let store = TestStore(initialState: FactFeature.State()) { FactFeature() }
    let task = await store.send(.neverEndingButtonTapped)
    await awaitWithTimeout {
      await task.cancel()
    }
    XCTAssertTrue(task.isCancelled)
    // Exhaustive: the end of the test would report the effect if it were still running.
  }

  func testIssuesFromEffectsGoToTheReportersInForceWhenTheStoreWasCreated() async {
    let issues = CollectingIssueReporter()
    let store = withIssueReporters([issues]) {
      TestStore(initialState: FactFeature.State()) { FactFeature() }
    }
    // Sent outside withIssueReporters: the unimplemented endpoint's issue still reaches them.
    await store.send(.factButtonTapped) { $0.isLoading = true }
    await store.finish()
    XCTAssertEqual(issues.messages.count, 1)
    XCTAssertTrue(
      issues.messages[0].hasPrefix("Unimplemented: FactClient.fact was called."), issues.messages[0]
    )
  }

  func testNonExhaustiveStoreChecksOnlyWhatIsAsserted() async {
    let issues = CollectingIssueReporter()
    let store = makeStore(issues)
    store.exhaustivity = .off
    await store.send(.incrementButtonTapped)
    await store.send(.factButtonTapped)
    await store.receive(\.factResponse) { $0.fact = "1 is a good number." }
    await store.send(.twoFactsButtonTapped)
    await store.receive(\.factResponse, "two")
    XCTAssertEqual(issues.messages, [])
    XCTAssertEqual(store.state.fact, "two")

    await store.send(.incrementButtonTapped) { $0.count = 99 }
    XCTAssertEqual(issues.messages.count, 1, "A wrong assertion still fails when not exhaustive")
  }

  func testUnoverriddenDependencyFailsTheTest() async {
    let issues = CollectingIssueReporter()
    let store = withIssueReporters([issues]) {
      TestStore(initialState: FactFeature.State()) { FactFeature() }
    }
    await withIssueReporters([issues]) {
      await store.send(.factButtonTapped) { $0.isLoading = true }
      await store.finish()
    }
    XCTAssertEqual(
      issues.messages,
      [
        """
        Unimplemented: FactClient.fact was called.
        Override it in the test with withDependencies or in the TestStore's dependencies.
        """
      ]
    )
  }
}

/// Sends `.finished` back a second after `.start`, on the continuous clock.
private struct DelayedEcho: Reducer {
  enum Action: Equatable { case start, finished }
  @Dependency(\.continuousClock) var clock

  func reduce(into state: inout Int, action: Action) -> Effect<Action> {
    switch action {
    case .start:
      return .run { send in
        try await clock.sleep(for: .seconds(1))
        await send(.finished)
      }
    case .finished:
      state += 1
      return .none
    }
  }
}
