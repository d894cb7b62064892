import Effects

/// The feature of `Presentation.DestinationSend`: a counter that presents one of its
/// destinations, an enum (`Destination`), with the presentation `ifLet`, as TCA features
/// present `@Presents var destination: Destination.State?`.
struct DestinationPresenter: Reducer {
  /// A count and the presented destination, if any.
  struct State: Equatable {
    var count = 0
    @PresentationState var destination: Destination.State?
  }

  /// The parent's own `.increment`, or a presentation action of the destination.
  enum Action: Equatable {
    case increment
    case destination(PresentationAction<Destination.Action>)

    /// The destination's presentation action, if this is one.
    var destination: PresentationAction<Destination.Action>? {
      if case let .destination(action) = self { action } else { nil }
    }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .increment = action { state.count += 1 }
      return .none
    }
    .ifLet(\.$destination, action: .case(Action.destination, \.destination)) { Destination() }
  }
}

extension DestinationPresenter {
  /// `DestinationPresenter` written by hand: the parent's count, or the presented
  /// destination's counter changed in place.
  static func handWritten(into state: inout State, action: Action) {
    switch action {
    case .increment:
      state.count += 1
    case let .destination(.presented(action)):
      guard var destination = state.destination else { return }
      Destination.handWritten(into: &destination, action: action)
      state.destination = destination
    case .destination(.dismiss):
      state.destination = nil
    }
  }
}
