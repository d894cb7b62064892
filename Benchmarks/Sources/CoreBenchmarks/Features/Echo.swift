import Effects

/// The feature of the `Effect.Run` scenario: `.start` returns a `.run` effect that sends
/// `.finished` back, which adds one to `count`.
struct Echo: Reducer {
  /// How many round trips finished.
  struct State: Equatable {
    var count = 0
  }

  /// A round trip: started by the caller, finished by the effect.
  enum Action: Equatable {
    case start
    case finished
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .start:
      return .run { send in
        await send(.finished)
      }
    case .finished:
      state.count += 1
      return .none
    }
  }
}
