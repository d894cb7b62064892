import Effects

extension Scenario {
  /// The collection sizes of `ForEach.Send(N)`.
  static let forEachSizes = [10, 1_000, 100_000]

  /// `ForEach.Send(N)`: the middle row of a `CounterList` of N rows receives `.increment`
  /// through the root store.
  @MainActor
  static var forEach: [Scenario] {
    forEachSizes.map { count in
      let action = CounterList.Action.rows(.element(id: count / 2, action: .increment))
      return Scenario(
        name: "ForEach.Send(\(count))",
        summary: "the root of a list of \(count) counters sends .increment to the middle one",
        baseline: .handWritten(
          "CounterList.handWritten(into:action:) with the same action", CounterList.handWritten,
          state: CounterList.State(count: count), action: action
        )
      ) {
        let store = Store(initialState: CounterList.State(count: count)) { CounterList() }
        return .sync { iterations in
          for _ in 0..<iterations {
            blackHole(store.send(action))
          }
        }
      }
    }
  }
}
