import Effects

/// The feature of the `NestedStore.*` scenarios: a counter that holds an optional child of
/// its own type, boxed in `Indirect` and integrated with `ifLet`.
///
/// The recursion terminates because a reducer's `body` is built only when it reduces: the
/// child `Nested()` builds its own `ifLet` only when an action reaches a child whose state is
/// present, so the reducer is as deep as the state, and the benchmarks and their baselines run
/// this same reducer.
struct Nested: Reducer {
  /// A count and an optional child.
  struct State: Equatable {
    var count = 0
    /// The child, boxed: a struct cannot hold an optional of its own type inline. The
    /// `Indirect` overload of `ifLet` reaches it in place.
    var child = Indirect<State?>(nil)

    /// A state with `child`.
    init(count: Int = 0, child: State? = nil) {
      self.count = count
      self.child = Indirect(child)
    }

    /// A root with a chain of `depth` children below it.
    static func chain(depth: Int) -> State {
      (0..<depth).reduce(State()) { child, _ in State(child: child) }
    }
  }

  /// What can happen to a node: its own `.increment`, or an action of its child.
  enum Action: Equatable {
    case increment
    indirect case child(Action)

    /// The child's action, if this is one.
    var child: Action? {
      if case let .child(action) = self { action } else { nil }
    }

    /// `action` addressed to the descendant `depth` levels down.
    static func addressed(_ action: Action, depth: Int) -> Action {
      (0..<depth).reduce(action) { action, _ in .child(action) }
    }
  }

  var body: some ReducerOf<Self> {
    Reduce { Self.reduceOwn(into: &$0, action: $1) }
      .ifLet(\.child, action: .case(Action.child, \.child)) {
        Nested()
      }
  }

  /// A node's own logic: `.increment` counts; a child's action is the child's.
  static func reduceOwn(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .increment:
      state.count += 1
      return .none
    case .child:
      return .none
    }
  }
}

/// `Nested` holding a dependency, as most features do, for `NestedStore.DependentSend`: the
/// store finds the body kept for a value by comparing the value's bits, where `Nested` needs
/// no comparison.
struct DependentNested: Reducer {
  typealias State = Nested.State
  typealias Action = Nested.Action

  @Dependency(\.uuid) var uuid

  var body: some ReducerOf<Self> {
    Reduce { Nested.reduceOwn(into: &$0, action: $1) }
      .ifLet(\.child, action: .case(Action.child, \.child)) {
        DependentNested()
      }
  }
}

extension Store where State == Nested.State, Action == Nested.Action {
  /// The store of the descendant `depth` levels down, reached by scoping one level at a time
  /// with the optional-returning `scope`.
  func descendant(depth: Int) -> StoreOf<Nested> {
    var store = self
    for _ in 0..<depth {
      guard let child = store.scope(state: { $0.child.value }, action: Nested.Action.child) else {
        preconditionFailure("the nested state is less than \(depth) levels deep")
      }
      store = child
    }
    return store
  }
}
