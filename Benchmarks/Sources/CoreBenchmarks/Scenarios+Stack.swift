import Effects

extension Scenario {
  /// `Stack.*`: a parent with three screens on a navigation stack, integrated with the stack
  /// `forEach`.
  @MainActor
  static var stack: [Scenario] {
    [
      stackerSend(
        "Stack.Send", "send .increment to the top screen of a stack of three",
        .path(.element(id: 2, action: .increment))),
      stackerSend(
        "Stack.ParentSend", "send the parent's own .increment while three screens are pushed",
        .increment),
    ]
  }

  @MainActor
  private static func stackerSend(_ name: String, _ summary: String, _ action: Stacker.Action)
    -> Scenario
  {
    Scenario(
      name: name, summary: summary,
      baseline: .handWritten(
        "a hand-written switch that changes the addressed screen in place",
        Stacker.handWritten, state: Stacker.threeScreens, action: action)
    ) {
      let store = Store(initialState: Stacker.threeScreens) { Stacker() }
      return .sync { iterations in
        for _ in 0..<iterations {
          blackHole(store.send(action))
        }
      }
    }
  }
}
