import Core

// The seeds' timer (003_*), written against Core: a toggle starts a cancellable effect that
// ticks every second on the clock dependency, and toggling again cancels it.
struct TimerFeature: Reducer {
  struct State: Equatable {
    var count = 0
    var isTimerOn = false
  }

  enum Action: Equatable, Sendable {
    case toggleTimerButtonTapped
    case timerTicked
  }

  enum CancelID { case timer }

  @Dependency(\.continuousClock) var clock

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .toggleTimerButtonTapped:
      state.isTimerOn.toggle()
      guard state.isTimerOn else { return .cancel(id: CancelID.timer) }
      return .run { send in
        while true {
          try await clock.sleep(for: .seconds(1))
          await send(.timerTicked)
        }
      }
      .cancellable(id: CancelID.timer)
    case .timerTicked:
      state.count += 1
      return .none
    }
  }
}
