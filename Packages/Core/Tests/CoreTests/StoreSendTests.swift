import Core
import XCTest

/// A feature that records every action it reduces, to check the order the store runs them in.
private struct Recorder: Reducer {
  struct State: Equatable {
    var log: [String] = []
  }

  enum Action: Equatable, Sendable {
    case start
    case syncFollowUps
    case followUp(String)
    case runSendsBack(count: Int)
    case concatenated(gate: Int)
    case failingEffect
    case failingEffectWithCatch
    case caught(String)
  }

  let gates: [Signal]

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .start:
      state.log.append("start")
      return .none
    case .syncFollowUps:
      state.log.append("syncFollowUps")
      return .merge(.send(.followUp("a")), .send(.followUp("b")))
    case let .followUp(name):
      state.log.append("followUp(\(name))")
      return name == "a" ? .send(.followUp("a.1")) : .none
    case let .runSendsBack(count):
      state.log.append("runSendsBack")
      return .run { send in
        for index in 1...count {
          await send(.followUp("run \(index)"))
        }
      }
    case let .concatenated(gate):
      state.log.append("concatenated")
      let gate = gates[gate]
      return .concatenate(
        .run { send in
          await gate.wait()
          await send(.followUp("first, after the gate"))
        },
        .send(.followUp("second")),
        .run { send in await send(.followUp("third")) }
      )
    case .failingEffect:
      return .run { _ in throw FactError() }
    case .failingEffectWithCatch:
      return .run { _ in
        throw FactError()
      } catch: { error, send in
        await send(.caught("\(error)"))
      }
    case let .caught(message):
      state.log.append("caught \(message)")
      return .none
    }
  }
}

private struct FactError: Error, CustomStringConvertible {
  var description: String { "no fact today" }
}

@MainActor
final class StoreSendTests: XCTestCase {
  func testSendReducesAtOnce() async {
    let store = Store(initialState: Recorder.State()) { Recorder(gates: []) }
    store.send(.start)
    XCTAssertEqual(store.state.log, ["start"])
  }

  func testSyncEffectsAreReducedBeforeSendReturnsInQueueOrder() async {
    let store = Store(initialState: Recorder.State()) { Recorder(gates: []) }
    store.send(.syncFollowUps)
    // `.send` effects queue behind the action that returned them: a, b, then a's own follow-up.
    XCTAssertEqual(
      store.state.log, ["syncFollowUps", "followUp(a)", "followUp(b)", "followUp(a.1)"])
  }

  func testRunEffectSendsActionsBackInOrder() async {
    let store = Store(initialState: Recorder.State()) { Recorder(gates: []) }
    let task = store.send(.runSendsBack(count: 3))
    XCTAssertFalse(task.isCancelled)
    await task.finish()
    XCTAssertEqual(
      store.state.log, ["runSendsBack", "followUp(run 1)", "followUp(run 2)", "followUp(run 3)"])
  }

  func testConcatenateRunsEachEffectAfterThePreviousFinished() async {
    let gate = Signal()
    let store = Store(initialState: Recorder.State()) { Recorder(gates: [gate]) }
    let task = store.send(.concatenated(gate: 0))
    // Let the first effect start and block on the gate; nothing after it may run yet.
    for _ in 0..<20 { await Task.yield() }
    XCTAssertEqual(store.state.log, ["concatenated"])
    gate.fire()
    await task.finish()
    XCTAssertEqual(
      store.state.log,
      ["concatenated", "followUp(first, after the gate)", "followUp(second)", "followUp(third)"]
    )
  }

  func testSendWithoutEffectsReturnsAFinishedTask() async {
    let store = Store(initialState: Recorder.State()) { Recorder(gates: []) }
    let task = store.send(.start)
    XCTAssertTrue(task.isCancelled, "A send with no effects has nothing to wait for")
    await task.finish()
  }

  func testUnhandledErrorInRunIsReportedWithItsCallSite() async {
    let issues = CollectingIssueReporter()
    let store = Store(initialState: Recorder.State()) { Recorder(gates: []) }
    await withIssueReporters([issues]) {
      await store.send(.failingEffect).finish()
    }
    XCTAssertEqual(issues.messages.count, 1)
    XCTAssertTrue(
      issues.messages[0].contains("threw an unhandled error: no fact today"), issues.messages[0])
    XCTAssertTrue(issues.messages[0].contains("StoreSendTests.swift"), issues.messages[0])
  }

  func testCatchHandlerTurnsErrorIntoAction() async {
    let store = Store(initialState: Recorder.State()) { Recorder(gates: []) }
    await store.send(.failingEffectWithCatch).finish()
    XCTAssertEqual(store.state.log, ["caught no fact today"])
  }

  func testWithStateReadsCurrentState() async {
    let store = Store(initialState: Recorder.State()) { Recorder(gates: []) }
    store.send(.start)
    XCTAssertEqual(store.withState(\.log.count), 1)
  }
}

/// A feature whose effects misuse `send`, or whose reducer reaches into its own store.
private struct Misuse: Reducer {
  struct State: Equatable {
    var count = 0
    var order: [String] = []
  }
  enum Action: Equatable, Sendable {
    case sendIntoOwnStoreThenFollowUp
    case followUp
    case escapeSend
    case increment
    case sendIntoOwnStore
    case task
  }

  let log: EventLog
  /// Fired by the test once the escaping effect has finished: the escaped task sends then.
  var go = Signal()
  /// Fired by the escaped task once it has sent.
  var escaped = Signal()
  let store: LockIsolated<StoreOf<Misuse>?>

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .escapeSend:
      return .run { [go, escaped] send in
        // The effect returns at once; the unstructured task sends after it finished.
        Task {
          await go.wait()
          await send(.increment)
          escaped.fire()
        }
      }
    case .increment:
      state.count += 1
      state.order.append("increment")
      return .none
    case .sendIntoOwnStoreThenFollowUp:
      state.order.append("sender")
      MainActor.assumeIsolated { _ = store.value?.send(.increment) }
      return .send(.followUp)
    case .followUp:
      state.order.append("followUp")
      return .none
    case .sendIntoOwnStore:
      MainActor.assumeIsolated { _ = store.value?.send(.increment) }
      return .none
    case .task:
      return .run { [log] _ in
        log.append("task started")
        await suspendUntilCancelled()
        log.append("task cancelled")
      }
    }
  }
}

@MainActor
final class StoreMisuseTests: XCTestCase {
  private func makeStore(
    log: EventLog = EventLog(), go: Signal = Signal(), escaped: Signal = Signal()
  ) -> StoreOf<Misuse> {
    let holder = LockIsolated<StoreOf<Misuse>?>(nil)
    let store = Store(initialState: Misuse.State()) {
      Misuse(log: log, go: go, escaped: escaped, store: holder)
    }
    holder.setValue(store)
    return store
  }

  func testAnActionSentAfterItsEffectFinishedIsReportedAtTheEffectAndDropped() async {
    let issues = CollectingIssueReporter()
    let go = Signal()
    let escaped = Signal()
    let store = makeStore(go: go, escaped: escaped)
    let task = withIssueReporters([issues]) { store.send(.escapeSend) }
    await awaitWithTimeout { await task.finish() }
    go.fire()
    await awaitWithTimeout { await escaped.wait() }
    XCTAssertEqual(store.state.count, 0, "The late action is not reduced")
    XCTAssertEqual(issues.messages.count, 1)
    XCTAssertTrue(
      issues.messages.first?.contains("after that effect had finished") == true,
      "\(issues.messages)")
    XCTAssertTrue(issues.locations.first?.fileID.hasSuffix("StoreSendTests.swift") == true)
  }

  func testALateActionFailsATestStoreTest() async {
    let issues = CollectingIssueReporter()
    let go = Signal()
    let escaped = Signal()
    let store = withIssueReporters([issues]) {
      TestStore(initialState: Misuse.State()) {
        Misuse(log: EventLog(), go: go, escaped: escaped, store: LockIsolated(nil))
      }
    }
    await store.send(.escapeSend).finish()
    go.fire()
    await awaitWithTimeout { await escaped.wait() }
    XCTAssertEqual(issues.messages.count, 1)
    XCTAssertTrue(
      issues.messages.first?.contains("after that effect had finished") == true,
      "\(issues.messages)")
  }

  func testASendFromAnObserverReturnsATaskCoveringItsEffects() async {
    let log = EventLog()
    let store = makeStore(log: log)
    var observerTask: StoreTask?
    let token = store.observe(\.count) { count in
      if count == 1 { observerTask = store.send(.task) }
    }
    store.send(.increment)
    guard let observerTask else { return XCTFail("The observer did not send") }
    XCTAssertFalse(observerTask.isCancelled)
    await waitUntil { log.entries.count == 1 }
    XCTAssertEqual(log.entries, ["task started"])
    observerTask.cancel()
    await awaitWithTimeout { await observerTask.finish() }
    XCTAssertEqual(log.entries, ["task started", "task cancelled"])
    token.cancel()
  }

  func testAnObservationStartedByAnObserverWhileItIsToldIsToldFromThen() {
    let store = makeStore(log: EventLog())
    var seen: [String] = []
    var inner: ObservationToken?
    let outer = store.observe(\.count) { count in
      seen.append("outer \(count)")
      if count == 1, inner == nil {
        inner = store.observe(\.count) { seen.append("inner \($0)") }
      }
    }
    store.send(.increment)
    store.send(.increment)
    XCTAssertEqual(seen, ["outer 0", "outer 1", "inner 1", "outer 2", "inner 2"])
    outer.cancel()
    inner?.cancel()
  }

  func testAnObserverThatCancelsItselfWhileItIsToldIsNotToldAgain() {
    let store = makeStore(log: EventLog())
    var seen: [Int] = []
    var token: ObservationToken?
    token = store.observe(\.count) { count in
      seen.append(count)
      if count == 1 { token?.cancel() }
    }
    store.send(.increment)
    store.send(.increment)
    XCTAssertEqual(seen, [0, 1])
    token = nil
  }

  func testAReducerSendingIntoItsOwnStoreIsReported() async {
    let issues = CollectingIssueReporter()
    let store = makeStore()
    withIssueReporters([issues]) { store.send(.sendIntoOwnStore) }
    XCTAssertEqual(issues.messages.count, 1)
    XCTAssertTrue(
      issues.messages.first?.contains("while its reducer was running") == true, "\(issues.messages)"
    )
    XCTAssertEqual(store.state.count, 1, "The action is still reduced, after the current one")
  }

  func testAnActionSentIntoItsOwnStoreIsReducedBeforeTheSendersFollowUps() async {
    let issues = CollectingIssueReporter()
    let store = makeStore()
    withIssueReporters([issues]) { store.send(.sendIntoOwnStoreThenFollowUp) }
    XCTAssertEqual(issues.messages.count, 1)
    XCTAssertEqual(store.state.order, ["sender", "increment", "followUp"], "TCA's order")
  }
}
