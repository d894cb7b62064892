/// Builds a reducer from a list of reducers: the list runs in order for each action and
/// their effects are merged.
///
/// It is the result builder behind ``Reducer/body-swift.property``, ``CombineReducers``,
/// `Scope`'s child and the `then:` closures of `ifLet`, `ifCaseLet` and `forEach`. It
/// supports `if`, `if`/`else`, `switch` and `for` loops.
///
/// The builder takes its reducers `consuming`: each step moves the reducers built so far into
/// the next, so a block of N reducers is built in O(N) copies, not O(N²). It groups a block's
/// reducers four to a node (``_Sequence``, ``_Sequence3``, ``_Sequence4``), so that the type of
/// a block of N reducers is nested about N / 3 deep, not N: the optimizer specializes no type
/// nested more than 50 deep, and a body of 100 `Scope`s ran as unspecialized generic code,
/// looking up type metadata at every level (measured when the grouping was made).
@resultBuilder
public enum ReducerBuilder<State, Action> {
  @inlinable
  public static func buildExpression<R: Reducer>(_ reducer: consuming R) -> R
  where R.State == State, R.Action == Action {
    reducer
  }

  /// A reducer whose type is erased, written `reducer as any Reducer<State, Action>` (as in
  /// TCA): without the `as`, Swift opens the existential for the generic `buildExpression`
  /// above, and the block fails to build.
  @inlinable
  @_disfavoredOverload
  public static func buildExpression(_ reducer: any Reducer<State, Action>) -> Reduce<
    State, Action
  > {
    Reduce(reducer)
  }

  @inlinable
  public static func buildBlock() -> EmptyReducer<State, Action> {
    EmptyReducer()
  }

  @inlinable
  public static func buildPartialBlock<R: Reducer>(first: consuming R) -> R
  where R.State == State, R.Action == Action {
    first
  }

  @inlinable
  public static func buildPartialBlock<R0: Reducer, R1: Reducer>(
    accumulated: consuming R0, next: consuming R1
  ) -> _Sequence<R0, R1> {
    _Sequence(first: accumulated, second: next)
  }

  /// Two reducers so far, followed by the next one: one node of three.
  @inlinable
  public static func buildPartialBlock<R0: Reducer, R1: Reducer, R2: Reducer>(
    accumulated: consuming _Sequence<R0, R1>, next: consuming R2
  ) -> _Sequence3<R0, R1, R2> {
    _Sequence3(accumulated.first, accumulated.second, next)
  }

  /// Three reducers so far, followed by the next one: one node of four. The reducer after it
  /// starts a new `_Sequence` holding this node.
  @inlinable
  public static func buildPartialBlock<R0: Reducer, R1: Reducer, R2: Reducer, R3: Reducer>(
    accumulated: consuming _Sequence3<R0, R1, R2>, next: consuming R3
  ) -> _Sequence4<R0, R1, R2, R3> {
    _Sequence4(accumulated.r0, accumulated.r1, accumulated.r2, next)
  }

  @inlinable
  public static func buildOptional<R: Reducer>(_ wrapped: consuming R?) -> _Optional<R>
  where R.State == State, R.Action == Action {
    _Optional(wrapped: wrapped)
  }

  @inlinable
  public static func buildEither<First: Reducer, Second: Reducer>(
    first reducer: consuming First
  ) -> _Conditional<First, Second>
  where First.State == State, First.Action == Action {
    .first(reducer)
  }

  @inlinable
  public static func buildEither<First: Reducer, Second: Reducer>(
    second reducer: consuming Second
  ) -> _Conditional<First, Second>
  where Second.State == State, Second.Action == Action {
    .second(reducer)
  }

  @inlinable
  public static func buildArray<R: Reducer>(_ reducers: [R]) -> _ReducerArray<R>
  where R.State == State, R.Action == Action {
    _ReducerArray(reducers: reducers)
  }

  /// A reducer inside `if #available`, type-erased.
  @inlinable
  public static func buildLimitedAvailability<R: Reducer>(_ wrapped: R) -> Reduce<State, Action>
  where R.State == State, R.Action == Action {
    Reduce(wrapped)
  }

  /// Two reducers run in order; built by a block with more than one reducer.
  public struct _Sequence<R0: Reducer, R1: Reducer>: Reducer
  where R0.State == R1.State, R0.Action == R1.Action {
    @usableFromInline let first: R0
    @usableFromInline let second: R1

    @inlinable
    init(first: R0, second: R1) {
      self.first = first
      self.second = second
    }

    @inlinable
    @inline(__always)
    public func reduce(into state: inout R0.State, action: R0.Action) -> Effect<R0.Action> {
      first.reduce(into: &state, action: action)
        .merge(with: second.reduce(into: &state, action: action))
    }
  }

  /// Three reducers run in order; built by a block of three or more reducers.
  public struct _Sequence3<R0: Reducer, R1: Reducer, R2: Reducer>: Reducer
  where
    R0.State == R1.State, R0.Action == R1.Action, R1.State == R2.State,
    R1.Action == R2.Action
  {
    @usableFromInline let r0: R0
    @usableFromInline let r1: R1
    @usableFromInline let r2: R2

    @inlinable
    init(_ r0: R0, _ r1: R1, _ r2: R2) {
      self.r0 = r0
      self.r1 = r1
      self.r2 = r2
    }

    @inlinable
    @inline(__always)
    public func reduce(into state: inout R0.State, action: R0.Action) -> Effect<R0.Action> {
      let effect0 = r0.reduce(into: &state, action: action)
      let effect1 = r1.reduce(into: &state, action: action)
      return effect0.merge(with: effect1).merge(with: r2.reduce(into: &state, action: action))
    }
  }

  /// Four reducers run in order; built by a block of four or more reducers.
  public struct _Sequence4<R0: Reducer, R1: Reducer, R2: Reducer, R3: Reducer>: Reducer
  where
    R0.State == R1.State, R0.Action == R1.Action, R1.State == R2.State,
    R1.Action == R2.Action, R2.State == R3.State, R2.Action == R3.Action
  {
    @usableFromInline let r0: R0
    @usableFromInline let r1: R1
    @usableFromInline let r2: R2
    @usableFromInline let r3: R3

    @inlinable
    init(_ r0: R0, _ r1: R1, _ r2: R2, _ r3: R3) {
      self.r0 = r0
      self.r1 = r1
      self.r2 = r2
      self.r3 = r3
    }

    @inlinable
    @inline(__always)
    public func reduce(into state: inout R0.State, action: R0.Action) -> Effect<R0.Action> {
      let effect0 = r0.reduce(into: &state, action: action)
      let effect1 = r1.reduce(into: &state, action: action)
      let effect2 = r2.reduce(into: &state, action: action)
      return effect0.merge(with: effect1).merge(with: effect2)
        .merge(with: r3.reduce(into: &state, action: action))
    }
  }

  /// A reducer that runs only when an `if` condition held.
  public struct _Optional<Wrapped: Reducer>: Reducer {
    @usableFromInline let wrapped: Wrapped?

    @inlinable
    init(wrapped: Wrapped?) {
      self.wrapped = wrapped
    }

    @inlinable
    public func reduce(into state: inout Wrapped.State, action: Wrapped.Action) -> Effect<
      Wrapped.Action
    > {
      wrapped?.reduce(into: &state, action: action) ?? .none
    }
  }

  /// One of two reducers, chosen by an `if`/`else` or `switch`.
  public enum _Conditional<First: Reducer, Second: Reducer>: Reducer
  where First.State == Second.State, First.Action == Second.Action {
    case first(First)
    case second(Second)

    @inlinable
    public func reduce(into state: inout First.State, action: First.Action) -> Effect<First.Action>
    {
      switch self {
      case let .first(reducer): reducer.reduce(into: &state, action: action)
      case let .second(reducer): reducer.reduce(into: &state, action: action)
      }
    }
  }

  /// Reducers built by a `for` loop, run in order.
  public struct _ReducerArray<Element: Reducer>: Reducer {
    @usableFromInline let reducers: [Element]

    @inlinable
    init(reducers: [Element]) {
      self.reducers = reducers
    }

    @inlinable
    public func reduce(into state: inout Element.State, action: Element.Action) -> Effect<
      Element.Action
    > {
      reducers.reduce(Effect.none) { $0.merge(with: $1.reduce(into: &state, action: action)) }
    }
  }
}
