import Effects

extension Scenario {
  /// `Destination.*`: a child per case of enum state, with `Scope` (the destination pattern)
  /// or `ifCaseLet`.
  @MainActor
  static var destination: [Scenario] {
    [
      destinationSend(
        "Destination.Send",
        "enum state with a Scope per case (.case(State.second, \\.second)) sends .increment to"
          + " the second case's counter"
      ) { Destination() },
      destinationSend(
        "Destination.IfCaseLetSend",
        "the same state with an ifCaseLet per case sends .increment to the second case's counter"
      ) { CaseSwitch() },
    ]
  }

  @MainActor
  private static func destinationSend<R: Reducer>(
    _ name: String, _ summary: String, _ reducer: @escaping () -> R
  ) -> Scenario where R.State == Destination.State, R.Action == Destination.Action {
    Scenario(
      name: name, summary: summary,
      baseline: .handWritten(
        "a hand-written switch that takes the case's counter out and puts it back",
        Destination.handWritten, state: Destination.State.second(Counter.State(id: 0)),
        action: .second(.increment))
    ) {
      let store = Store(initialState: Destination.State.second(Counter.State(id: 0))) {
        reducer()
      }
      return .sync { iterations in
        for _ in 0..<iterations {
          blackHole(store.send(.second(.increment)))
        }
      }
    }
  }
}
