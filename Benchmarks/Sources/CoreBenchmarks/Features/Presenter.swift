import Effects

/// The feature of the `Presentation.*` scenarios: a counter that presents a `Counter` with
/// the presentation `ifLet`, as a screen presents a sheet.
struct Presenter: Reducer {
  /// A count and the presented counter, if any.
  struct State: Equatable {
    var count = 0
    @PresentationState var child: Counter.State?
  }

  /// The parent's own `.increment`, or a presentation action of the child.
  enum Action: Equatable {
    case increment
    case child(PresentationAction<Counter.Action>)

    /// The child's presentation action, if this is one.
    var child: PresentationAction<Counter.Action>? {
      if case let .child(action) = self { action } else { nil }
    }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .increment:
        state.count += 1
        return .none
      case .child:
        return .none
      }
    }
    .ifLet(\.$child, action: .case(Action.child, \.child)) { Counter() }
  }
}

extension Presenter {
  /// `Presenter` written by hand: the parent's count, or the presented counter in place.
  static func handWritten(into state: inout State, action: Action) {
    switch action {
    case .increment:
      state.count += 1
    case .child(.presented(.increment)):
      state.child?.count += 1
    case .child(.dismiss):
      state.child = nil
    }
  }
}
