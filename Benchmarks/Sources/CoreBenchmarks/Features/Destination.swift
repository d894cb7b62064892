import Effects

/// The feature of `Destination.Send`: enum state whose two cases each run a `Counter` through
/// a `Scope` on the case's case path, as a destination reducer does.
struct Destination: Reducer {
  /// One counter, in one of two cases.
  enum State: Equatable {
    case first(Counter.State)
    case second(Counter.State)

    var first: Counter.State? { if case let .first(counter) = self { counter } else { nil } }
    var second: Counter.State? { if case let .second(counter) = self { counter } else { nil } }
  }

  /// An action of one case's counter.
  enum Action: Equatable {
    case first(Counter.Action)
    case second(Counter.Action)

    var first: Counter.Action? { if case let .first(action) = self { action } else { nil } }
    var second: Counter.Action? { if case let .second(action) = self { action } else { nil } }
  }

  var body: some ReducerOf<Self> {
    Scope(state: .case(State.first, \.first), action: .case(Action.first, \.first)) { Counter() }
    Scope(state: .case(State.second, \.second), action: .case(Action.second, \.second)) {
      Counter()
    }
  }
}

/// The feature of `Destination.IfCaseLetSend`: the same enum state, each case's counter run
/// by `ifCaseLet`, which also cancels a child's effects when the state leaves its case (as
/// the app's root does with Login and TabBar).
struct CaseSwitch: Reducer {
  typealias State = Destination.State
  typealias Action = Destination.Action

  var body: some ReducerOf<Self> {
    EmptyReducer()
      .ifCaseLet(.case(State.first, \.first), action: .case(Action.first, \.first)) {
        Counter()
      }
      .ifCaseLet(.case(State.second, \.second), action: .case(Action.second, \.second)) {
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
