import Core

extension Scenario {
  /// `Destination.Send`: a `Scope` per case of enum state, the destination pattern.
  @MainActor
  static var destination: [Scenario] {
    [
      Scenario(
        name: "Destination.Send",
        summary: "enum state with a Scope per case sends .increment to the second case's counter",
        baseline: .handWritten(
          "a hand-written switch that takes the case's counter out and puts it back",
          Destination.handWritten, state: Destination.State.second(Counter.State(id: 0)),
          action: .second(.increment))
      ) {
        let store = Store(initialState: Destination.State.second(Counter.State(id: 0))) {
          Destination()
        }
        return .sync { iterations in
          for _ in 0..<iterations {
            blackHole(store.send(.second(.increment)))
          }
        }
      }
    ]
  }
}
