import Effects

/// The feature of `Shared.Send(10 stores)`: an `IdentifiedArray` of shared counters
/// integrated with `forEach`, like `CounterList`, so every row holds the same count.
struct SharedCounterList: Reducer {
  /// The rows.
  struct State: Equatable {
    var rows: IdentifiedArrayOf<SharedCounter.State>

    /// `count` rows with ids `0..<count`.
    init(count: Int) {
      rows = IdentifiedArray(uniqueElements: (0..<count).map { SharedCounter.State(id: $0) })
    }
  }

  /// What can happen to the list: an action of one row.
  enum Action: Equatable {
    case rows(IdentifiedActionOf<SharedCounter>)

    /// The row action, if this is one.
    var rows: IdentifiedActionOf<SharedCounter>? {
      if case let .rows(action) = self { action } else { nil }
    }
  }

  var body: some ReducerOf<Self> {
    Reduce { _, _ in .none }
      .forEach(\.rows, action: .case(Action.rows, \.rows)) {
        SharedCounter()
      }
  }
}
