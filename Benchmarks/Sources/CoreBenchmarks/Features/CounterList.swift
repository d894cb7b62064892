import Effects

/// The feature of the `ForEach.Send(N)` scenarios: an `IdentifiedArray` of counters
/// integrated with `forEach`.
struct CounterList: Reducer {
  /// The rows.
  struct State: Equatable {
    var rows: IdentifiedArrayOf<Counter.State>

    /// `count` rows with ids `0..<count`.
    init(count: Int) {
      rows = IdentifiedArray(uniqueElements: (0..<count).map { Counter.State(id: $0) })
    }
  }

  /// What can happen to the list: an action of one row.
  enum Action: Equatable {
    case rows(IdentifiedActionOf<Counter>)

    /// The row action, if this is one.
    var rows: IdentifiedActionOf<Counter>? {
      if case let .rows(action) = self { action } else { nil }
    }
  }

  var body: some ReducerOf<Self> {
    Reduce { _, _ in .none }
      .forEach(\.rows, action: .case(Action.rows, \.rows)) {
        Counter()
      }
  }
}
