import Core

/// A feature whose state has every shape a view observes: plain properties, two sibling
/// children, an optional child, an enum destination, a list and a stack. Tests change it with
/// `.mutate`, so that each test says exactly what a send changed.
struct ObservedParent: Reducer {
  struct State: Equatable {
    var count = 0
    var title = "Title"
    var child = ObservedChild.State(id: 1)
    var sibling = ObservedChild.State(id: 2)
    var optional: ObservedChild.State?
    var destination: Destination?
    var rows: IdentifiedArrayOf<ObservedChild.State> = []
    var path = StackState<ObservedChild.State>()
  }

  enum Destination: Equatable {
    case edit(ObservedChild.State)
    case note(String)

    var edit: ObservedChild.State? { if case let .edit(state) = self { state } else { nil } }
  }

  enum Action {
    case mutate(@Sendable (inout State) -> Void)
    case incrementTwice
    case incrementLater
    case child(ObservedChild.Action)
    case sibling(ObservedChild.Action)
    case optional(ObservedChild.Action)
    case destination(Never)
    case rows(IdentifiedAction<Int, ObservedChild.Action>)
    case path(StackAction<ObservedChild.State, ObservedChild.Action>)

    var child: ObservedChild.Action? { if case let .child(action) = self { action } else { nil } }
    var sibling: ObservedChild.Action? {
      if case let .sibling(action) = self { action } else { nil }
    }
    var optional: ObservedChild.Action? {
      if case let .optional(action) = self { action } else { nil }
    }
    var rows: IdentifiedAction<Int, ObservedChild.Action>? {
      if case let .rows(action) = self { action } else { nil }
    }
    var path: StackAction<ObservedChild.State, ObservedChild.Action>? {
      if case let .path(action) = self { action } else { nil }
    }
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: .case(Action.child, \.child)) { ObservedChild() }
    Reduce { state, action in
      switch action {
      case let .mutate(change):
        change(&state)
        return .none
      case .incrementTwice:
        state.count += 1
        return .send(.mutate { $0.count += 1 })
      case .incrementLater:
        return .run { send in await send(.mutate { $0.count += 1 }) }
      case .child, .sibling, .optional, .rows, .path:
        return .none
      }
    }
    .forEach(\.rows, action: .case(Action.rows, \.rows)) { ObservedChild() }
    .forEach(\.path, action: .case(Action.path, \.path)) { ObservedChild() }
  }
}

struct ObservedChild: Reducer {
  struct State: Equatable, Identifiable {
    var id: Int
    var count = 0
  }

  enum Action: Equatable {
    case increment
  }

  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.count += 1
      return .none
    }
  }
}

/// A reducer that only applies `.mutate`, for tests of what a change tells a view, each with
/// a state of its own. Its rows send nothing.
struct Mutated<State: Equatable>: Reducer {
  enum Action {
    case mutate(@Sendable (inout State) -> Void)
    case rows(IdentifiedAction<Int, Never>)

    var rows: IdentifiedAction<Int, Never>? {
      if case let .rows(action) = self { action } else { nil }
    }
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    if case let .mutate(change) = action { change(&state) }
    return .none
  }
}
