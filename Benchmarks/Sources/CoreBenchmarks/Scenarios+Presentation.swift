import Effects

extension Scenario {
  /// `Presentation.*`: a parent presenting a child with the presentation `ifLet`, while the
  /// child is presented.
  @MainActor
  static var presentation: [Scenario] {
    let counter = Presenter.State(count: 0, child: Counter.State(id: 0))
    return [
      presenterSend(
        "Presentation.Send", "send .child(.presented(.increment)) to the presented counter",
        Presenter(), counter, .child(.presented(.increment)), handWritten: Presenter.handWritten
      ),
      presenterSend(
        "Presentation.ParentSend", "send the parent's own .increment while a child is presented",
        Presenter(), counter, .increment, handWritten: Presenter.handWritten),
      presenterSend(
        "Presentation.DestinationSend",
        "send .destination(.presented(.second(.increment))) to a presented enum destination",
        DestinationPresenter(),
        DestinationPresenter.State(count: 0, destination: .second(Counter.State(id: 0))),
        .destination(.presented(.second(.increment))),
        handWritten: DestinationPresenter.handWritten),
      presenterSend(
        "Presentation.NestedSend(\(nestingDepth))",
        "send .increment addressed to the innermost of \(nestingDepth) presented children (TCA's benchmark shape)",
        PresentedNested(), PresentedNested.State.chain(depth: nestingDepth),
        PresentedNested.Action.addressed(.increment, depth: nestingDepth),
        handWritten: PresentedNested.handWritten),
    ]
  }

  /// A scenario that sends `action` to a store of `presenter` in `state`, against
  /// `handWritten` on the same state.
  @MainActor
  private static func presenterSend<Feature: Reducer>(
    _ name: String, _ summary: String, _ presenter: Feature, _ state: Feature.State,
    _ action: Feature.Action,
    handWritten: @escaping (inout Feature.State, Feature.Action) -> Void
  ) -> Scenario {
    Scenario(
      name: name, summary: summary,
      baseline: .handWritten(
        "a hand-written switch that changes the presented child in place",
        handWritten, state: state, action: action)
    ) {
      let store = Store(initialState: state) { presenter }
      return .sync { iterations in
        for _ in 0..<iterations {
          blackHole(store.send(action))
        }
      }
    }
  }
}
