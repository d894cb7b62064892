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
      return .run { _ in throw FactError() } catch: { error, send in
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
    XCTAssertEqual(store.state.log, ["syncFollowUps", "followUp(a)", "followUp(b)", "followUp(a.1)"])
  }

  func testRunEffectSendsActionsBackInOrder() async {
    let store = Store(initialState: Recorder.State()) { Recorder(gates: []) }
    let task = store.send(.runSendsBack(count: 3))
    XCTAssertFalse(task.isCancelled)
    await task.finish()
    XCTAssertEqual(store.state.log, ["runSendsBack", "followUp(run 1)", "followUp(run 2)", "followUp(run 3)"])
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
    XCTAssertTrue(issues.messages[0].contains("threw an unhandled error: no fact today"), issues.messages[0])
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
