/// A reducer made from a closure: the usual way to write a feature's own logic inside
/// ``Reducer/body-swift.property``.
///
/// ```swift
/// var body: some ReducerOf<Self> {
///   Reduce { state, action in
///     switch action {
///     case .incrementButtonTapped:
///       state.count += 1
///       return .none
///     }
///   }
/// }
/// ```
public struct Reduce<State, Action>: Reducer {
  @usableFromInline
  let reduce: (inout State, Action) -> Effect<Action>

  @inlinable
  public init(_ reduce: @escaping (_ state: inout State, _ action: Action) -> Effect<Action>) {
    self.reduce = reduce
  }

  /// Wraps another reducer, erasing its type.
  @inlinable
  public init<R: Reducer>(_ reducer: R) where R.State == State, R.Action == Action {
    self.reduce = { reducer.reduce(into: &$0, action: $1) }
  }

  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    reduce(&state, action)
  }
}

/// A reducer that changes nothing and starts nothing.
///
/// Useful as a placeholder, and what an empty ``ReducerBuilder`` block builds.
public struct EmptyReducer<State, Action>: Reducer {
  @inlinable
  public init() {}

  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    .none
  }
}

/// Groups reducers into one, run in order for each action, their effects merged.
///
/// Use it to apply a modifier such as `ifLet` or `_printChanges()` to several reducers at
/// once.
///
/// ```swift
/// CombineReducers {
///   Scope(state: \.a, action: .case(Action.a, \.a)) { A() }
///   Scope(state: \.b, action: .case(Action.b, \.b)) { B() }
/// }
/// ._printChanges()
/// ```
public struct CombineReducers<State, Action, Reducers: Reducer>: Reducer
where Reducers.State == State, Reducers.Action == Action {
  @usableFromInline
  let reducers: Reducers

  @inlinable
  public init(@ReducerBuilder<State, Action> _ build: () -> Reducers) {
    self.reducers = build()
  }

  @inlinable
  @inline(__always)
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    reducers.reduce(into: &state, action: action)
  }
}
