import Core

extension Scenario {
  /// `Presentation.*`: a parent presenting a child with the presentation `ifLet`, while the
  /// child is presented.
  @MainActor
  static var presentation: [Scenario] {
    [
      presenterSend(
        "Presentation.Send", "send .child(.presented(.increment)) to the presented counter",
        .child(.presented(.increment))),
      presenterSend(
        "Presentation.ParentSend", "send the parent's own .increment while a child is presented",
        .increment),
    ]
  }

  @MainActor
  private static func presenterSend(_ name: String, _ summary: String, _ action: Presenter.Action)
    -> Scenario
  {
    let state = Presenter.State(count: 0, child: Counter.State(id: 0))
    return Scenario(
      name: name, summary: summary,
      baseline: .handWritten(
        "a hand-written switch that changes the presented counter in place",
        Presenter.handWritten, state: state, action: action)
    ) {
      let store = Store(initialState: state) { Presenter() }
      return .sync { iterations in
        for _ in 0..<iterations {
          blackHole(store.send(action))
        }
      }
    }
  }
}
