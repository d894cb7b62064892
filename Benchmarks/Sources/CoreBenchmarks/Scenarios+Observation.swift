import Effects
import Observation

extension Scenario {
  /// How many rows of a `CounterList` a view has read through their stores in
  /// `Observation.Send(N)`.
  static let trackedRowCounts = [0, 1, 20, 100]

  /// `Observation.*`: what tracking reads through stores (Swift's Observation) costs a send
  /// and a read. `Observation.Send(N)`: a list of 101 counters whose first N rows a view
  /// read inside `withObservationTracking` (`row.count`: N members remembered, and the list's
  /// ids), sends `.increment` to the last row, which no view read: every send compares the
  /// members and reports none.
  /// `Send(0)` is the same store with nothing read.
  @MainActor
  static var observation: [Scenario] {
    let action = CounterList.Action.rows(.element(id: 100, action: .increment))
    let sends = trackedRowCounts.map { tracked in
      Scenario(
        name: "Observation.Send(\(tracked))",
        summary:
          "a list of 101 counters, \(tracked) of its rows read, sends .increment to an unread row",
        baseline: .handWritten(
          "CounterList.handWritten(into:action:) with the same action", CounterList.handWritten,
          state: CounterList.State(count: 101), action: action)
      ) {
        let store = Store(initialState: CounterList.State(count: 101)) { CounterList() }
        if tracked > 0 {
          withObservationTracking {
            let rows = store.scope(state: \.rows, action: .case(CounterList.Action.rows, \.rows))
            for row in rows.prefix(tracked) { blackHole(row.count) }
          } onChange: {
          }
        }
        return .sync { iterations in
          for _ in 0..<iterations {
            blackHole(store.send(action))
          }
        }
      }
    }
    let read = Scenario(
      name: "Observation.Read",
      summary: "read row.count through a row's store outside any tracking, a member a view read"
    ) {
      let store = Store(initialState: CounterList.State(count: 101)) { CounterList() }
      let row = store.scope(state: \.rows, action: .case(CounterList.Action.rows, \.rows))[0]
      withObservationTracking {
        blackHole(row.count)
      } onChange: {
      }
      return .sync { iterations in
        for _ in 0..<iterations {
          blackHole(row.count)
        }
      }
    }
    let trackedRead = Scenario(
      name: "Observation.TrackedRead",
      summary: "read row.count through a row's store inside a tracking, as a view's body does"
    ) {
      let store = Store(initialState: CounterList.State(count: 101)) { CounterList() }
      let row = store.scope(state: \.rows, action: .case(CounterList.Action.rows, \.rows))[0]
      return .sync { iterations in
        withObservationTracking {
          for _ in 0..<iterations {
            blackHole(row.count)
          }
        } onChange: {
        }
      }
    }
    return sends + [read, trackedRead]
  }
}
