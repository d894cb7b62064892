import Core

/// The feature of `Destination.Send`: enum state whose two cases each run a `Counter` through
/// a `Scope` on the case's settable property, as a destination reducer does.
struct Destination: Reducer {
  /// One counter, in one of two cases.
  enum State: Equatable {
    case first(Counter.State)
    case second(Counter.State)

    /// The first case's counter, if the state is in it; setting it moves the state there.
    var first: Counter.State? {
      get { if case let .first(counter) = self { counter } else { nil } }
      set { if let newValue { self = .first(newValue) } }
    }

    /// The second case's counter, if the state is in it; setting it moves the state there.
    var second: Counter.State? {
      get { if case let .second(counter) = self { counter } else { nil } }
      set { if let newValue { self = .second(newValue) } }
    }
  }

  /// An action of one case's counter.
  enum Action: Equatable {
    case first(Counter.Action)
    case second(Counter.Action)

    /// The first case's action, if this is one.
    var first: Counter.Action? { if case let .first(action) = self { action } else { nil } }
    /// The second case's action, if this is one.
    var second: Counter.Action? { if case let .second(action) = self { action } else { nil } }
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.first, action: .case(Action.first, \.first)) { Counter() }
    Scope(state: \.second, action: .case(Action.second, \.second)) { Counter() }
  }
}

/// The feature of `Destination.CaseSend`: `Destination` with each case reached through a case
/// path (the case's constructor and property) instead of the settable property's key path.
struct CaseDestination: Reducer {
  typealias State = Destination.State
  typealias Action = Destination.Action

  var body: some ReducerOf<Self> {
    Scope(state: .case(State.first, \.first), action: .case(Action.first, \.first)) { Counter() }
    Scope(state: .case(State.second, \.second), action: .case(Action.second, \.second)) {
      Counter()
    }
  }
}

extension Destination {
  /// `Destination` written by hand: the case's counter taken out, changed and put back.
  static func handWritten(into state: inout State, action: Action) {
    switch action {
    case .first(.increment):
      guard case var .first(counter) = state else { return }
      counter.count += 1
      state = .first(counter)
    case .second(.increment):
      guard case var .second(counter) = state else { return }
      counter.count += 1
      state = .second(counter)
    }
  }
}
