import Effects

extension Scenario {
  /// The sibling counts of `WideStore.Send(N)`.
  static let wideSizes = [10, 100, 1_000]

  /// `WideStore.Send(N)`: a parent composing N sibling features with `Scope` sends
  /// `.increment` to the last one, against one hand-written `switch` over the same N cases.
  /// Features grow by breadth more often than by depth: this shows what routing among
  /// siblings costs.
  @MainActor
  static var wideStore: [Scenario] {
    [
      wide(10, Wide10(), Wide10.State(), Wide10.lastSiblingIncrement, Wide10.handWritten),
      wide(100, Wide100(), Wide100.State(), Wide100.lastSiblingIncrement, Wide100.handWritten),
      wide(
        1_000, Wide1000(), Wide1000.State(), Wide1000.lastSiblingIncrement, Wide1000.handWritten),
    ]
  }

  @MainActor
  private static func wide<R: Reducer>(
    _ count: Int, _ reducer: R, _ state: @autoclosure @escaping () -> R.State, _ action: R.Action,
    _ handWritten: @escaping (inout R.State, R.Action) -> Void
  ) -> Scenario {
    Scenario(
      name: "WideStore.Send(\(count))",
      summary:
        "the root of \(count) sibling counters, each in a Scope, sends .increment to the last one",
      baseline: .handWritten(
        "a hand-written switch over the \(count) siblings with the same action", handWritten,
        state: state(),
        action: action
      )
    ) {
      let store = Store(initialState: state()) { reducer }
      return .sync { iterations in
        for _ in 0..<iterations {
          blackHole(store.send(action))
        }
      }
    }
  }
}
