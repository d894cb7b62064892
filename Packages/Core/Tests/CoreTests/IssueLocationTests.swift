import Core
import XCTest

/// A feature whose misuse Core reports: an effect that throws, and an optional child.
private struct Thrower: Reducer {
  struct State: Equatable { var child: Counter.State? }
  enum Action: Equatable {
    case throwTapped
    case child(Counter.Action)
    var child: Counter.Action? { if case let .child(a) = self { a } else { nil } }
  }
  struct Failure: Error {}
  static let runLine: UInt = #line + 6
  static let ifLetLine: UInt = #line + 7

  var body: some ReducerOf<Self> {
    Reduce<State, Action> { _, action in
      guard action == .throwTapped else { return .none }
      return .run { _ in throw Failure() }
    }
    .ifLet(\.child, action: .case(Action.child, \.child)) { Counter(log: EventLog()) }
  }
}

@MainActor
final class IssueLocationTests: XCTestCase {
  func testIssuesCoreRaisesForUserCodePointAtTheUsersFileLineAndColumn() async {
    let issues = CollectingIssueReporter()
    let store = Store(initialState: Thrower.State()) { Thrower() }
    await withIssueReporters([issues]) {
      await store.send(.throwTapped).finish()
      store.send(.child(.increment))
    }
    XCTAssertEqual(issues.locations.count, 2, "\(issues.messages)")
    for location in issues.locations {
      XCTAssertEqual(location.filePath, #filePath)
      XCTAssertEqual(location.fileID, #fileID)
      XCTAssertGreaterThan(location.column, 1)
    }
    XCTAssertEqual(issues.locations.map(\.line), [Thrower.runLine, Thrower.ifLetLine])
  }

  func testExpectNoDifferenceReportsADiffAtTheCaller() {
    let issues = CollectingIssueReporter()
    withIssueReporters([issues]) {
      expectNoDifference(Counter.State(id: 1, count: 2), Counter.State(id: 1, count: 3))
      expectNoDifference(Counter.State(id: 1), Counter.State(id: 1))
    }
    XCTAssertEqual(
      issues.messages,
      [
        """
        Values differ …

            Counter.State(
              … (1 unchanged)
          -   count: 2
          +   count: 3
            )

        (First: -, Second: +)
        """
      ]
    )
    XCTAssertEqual(issues.locations.first?.filePath, #filePath)
  }
}
