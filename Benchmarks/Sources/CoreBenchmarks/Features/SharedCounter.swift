import Effects

/// The feature of the `Shared.*` scenarios: `Counter` with its count shared under one
/// in-memory key, so every `SharedCounter` in the program holds the same count.
struct SharedCounter: Reducer {
  /// A shared count, identified so that it can be a row of an `IdentifiedArray`.
  struct State: Equatable, Identifiable {
    let id: Int
    @Shared(.inMemory("benchmarks.count")) var count = 0
  }

  /// What can happen to a shared counter.
  enum Action: Equatable {
    case increment
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .increment:
      state.$count.withLock { $0 += 1 }
      return .none
    }
  }
}
