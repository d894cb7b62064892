import Effects

/// The one-level feature of the `Store.*` and `TestStore.Send` scenarios, and the row of
/// `ForEach.Send(N)`: `.increment` adds one to `count`.
struct Counter: Reducer {
  /// A count, identified so that it can be a row of an `IdentifiedArray`.
  struct State: Equatable, Identifiable {
    let id: Int
    var count = 0
  }

  /// What can happen to a counter.
  enum Action: Equatable {
    case increment
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .increment:
      state.count += 1
      return .none
    }
  }
}
