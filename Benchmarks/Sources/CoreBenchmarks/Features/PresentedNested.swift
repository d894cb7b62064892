import Effects

/// The feature of `Presentation.NestedSend(10)`, the shape of TCA's own benchmark: a counter
/// that presents a child of its own type with the presentation `ifLet`, at every level.
struct PresentedNested: Reducer {
  struct State: Equatable {
    var count = 0
    @PresentationState var child: State?

    /// A root with a chain of `depth` presented children below it.
    static func chain(depth: Int) -> State {
      (0..<depth).reduce(State()) { child, _ in
        var parent = State()
        parent.child = child
        return parent
      }
    }
  }

  enum Action: Equatable {
    case increment
    indirect case child(PresentationAction<Action>)

    var child: PresentationAction<Action>? {
      if case let .child(action) = self { action } else { nil }
    }

    /// `action` addressed to the presented descendant `depth` levels down.
    static func addressed(_ action: Action, depth: Int) -> Action {
      (0..<depth).reduce(action) { action, _ in .child(.presented(action)) }
    }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .increment = action { state.count += 1 }
      return .none
    }
    .ifLet(\.$child, action: .case(Action.child, \.child)) { PresentedNested() }
  }

  /// `PresentedNested` written by hand: a `switch` that recurses into the presented child.
  static func handWritten(into state: inout State, action: Action) {
    switch action {
    case .increment:
      state.count += 1
    case let .child(.presented(childAction)):
      if state.child != nil { handWritten(into: &state.child!, action: childAction) }
    case .child(.dismiss):
      state.child = nil
    }
  }
}
