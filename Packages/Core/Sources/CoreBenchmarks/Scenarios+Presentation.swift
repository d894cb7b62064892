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
      destinationPresenterSend(),
    ]
  }

  /// `Presentation.DestinationSend`: an action of a presented enum destination.
  @MainActor
  private static func destinationPresenterSend() -> Scenario {
    let state = DestinationPresenter.State(count: 0, destination: .second(Counter.State(id: 0)))
    let action = DestinationPresenter.Action.destination(.presented(.second(.increment)))
    return Scenario(
      name: "Presentation.DestinationSend",
      summary: "send .destination(.presented(.second(.increment))) to a presented enum destination",
      baseline: .handWritten(
        "a hand-written switch that changes the destination's counter",
        DestinationPresenter.handWritten, state: state, action: action)
    ) {
      let store = Store(initialState: state) { DestinationPresenter() }
      return .sync { iterations in
        for _ in 0..<iterations {
          blackHole(store.send(action))
        }
      }
    }
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
