import Core
import XCTest

/// A feature that presents another instance of itself, boxed in `Indirect`.
private struct Node: Reducer {
  struct State: Equatable {
    var count = 0
    var child = Indirect<State?>(nil)
  }

  enum Action: Equatable, Sendable {
    case increment
    case addChild
    case removeChild
    case startLongEffect
    indirect case child(Action)
    var child: Action? { if case let .child(a) = self { a } else { nil } }
  }

  let log: EventLog

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .increment:
        state.count += 1
        return .none
      case .addChild:
        state.child.value = State()
        return .none
      case .removeChild:
        state.child.value = nil
        return .none
      case .startLongEffect:
        return .run { [log, count = state.count] _ in
          log.append("started \(count)")
          await suspendUntilCancelled()
          log.append("cancelled \(count)")
        }
      case .child:
        return .none
      }
    }
    .ifLet(\.child, action: .case(Action.child, \.child)) {
      Node(log: log)
    }
  }
}

@MainActor
final class IndirectTests: XCTestCase {
  func testNestedChildrenInBoxesAreReducedInPlace() async {
    let store = Store(initialState: Node.State()) { Node(log: EventLog()) }
    store.send(.addChild)
    store.send(.child(.addChild))
    store.send(.child(.child(.increment)))
    XCTAssertEqual(store.state.child.value?.child.value?.count, 1)
    XCTAssertEqual(store.state.count, 0)
  }

  func testRemovingABoxedChildCancelsItsEffects() async {
    let log = EventLog()
    let store = Store(initialState: Node.State()) { Node(log: log) }
    store.send(.addChild)
    let task = store.send(.child(.startLongEffect))
    store.send(.removeChild)
    await awaitWithTimeout { await task.finish() }
    XCTAssertEqual(log.entries, ["started 0", "cancelled 0"])
  }

  func testActionForAnEmptyBoxIsReported() async {
    let issues = CollectingIssueReporter()
    let store = Store(initialState: Node.State()) { Node(log: EventLog()) }
    withIssueReporters([issues]) { store.send(.child(.increment)) }
    XCTAssertEqual(issues.messages.count, 1)
    XCTAssertTrue(
      issues.messages[0].contains("received a child action when child state was \"nil\""))
  }

  func testCopiesDoNotShareMutations() async {
    var original = Indirect<Int?>(1)
    let copy = original
    original.value = 2
    XCTAssertEqual(copy.value, 1, "Writing to one copy leaves the other alone")
    XCTAssertEqual(original.value, 2)
    XCTAssertNotEqual(original, copy)
  }

  func testDiffShowsTheBoxedValue() async {
    XCTAssertEqual(customDump(Indirect<Int?>(3)), "3")
    XCTAssertEqual(customDump(Indirect<Int?>(nil)), "nil")
  }
}
