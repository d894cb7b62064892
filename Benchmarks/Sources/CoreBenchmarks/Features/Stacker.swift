import Effects

/// The feature of the `Stack.*` scenarios: a counter with a navigation stack of `Counter`
/// screens, integrated with the stack `forEach`.
struct Stacker: Reducer {
  /// A count and the screens on the stack.
  struct State: Equatable {
    var count = 0
    var path = StackState<Counter.State>()
  }

  /// The parent's own `.increment`, or a stack action.
  enum Action: Equatable {
    case increment
    case path(StackAction<Counter.State, Counter.Action>)

    /// The stack action, if this is one.
    var path: StackAction<Counter.State, Counter.Action>? {
      if case let .path(action) = self { action } else { nil }
    }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .increment:
        state.count += 1
        return .none
      case .path:
        return .none
      }
    }
    .forEach(\.path, action: .case(Action.path, \.path)) { Counter() }
  }

  /// A stack of three counters, with ids 0, 1 and 2.
  static var threeScreens: State {
    var state = State()
    for id in 0..<3 { state.path[id: StackElementID(generation: id)] = Counter.State(id: id) }
    return state
  }
}

extension Stacker {
  /// `Stacker` written by hand: the parent's count, or the addressed screen in place.
  static func handWritten(into state: inout State, action: Action) {
    switch action {
    case .increment:
      state.count += 1
    case let .path(.element(id, .increment)):
      state.path[id: id]?.count += 1
    case .path:
      break
    }
  }
}
