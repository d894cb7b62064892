import Core

extension Scenario {
  /// `Destination.*`: a `Scope` per case of enum state, the destination pattern, with the
  /// cases reached through their settable properties (`Send`) or case paths (`CaseSend`).
  @MainActor
  static var destination: [Scenario] {
    [
      destinationSend(
        "Destination.Send",
        "enum state with a Scope per case property sends .increment to the second case's counter"
      ) { Destination() },
      destinationSend(
        "Destination.CaseSend",
        "the same with each Scope on a case path (.case(State.second, \\.second))"
      ) { CaseDestination() },
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
