extension Reducer {
  /// Runs `reducer` after this one whenever this reducer changed the value `toValue` derives
  /// from state, with the value before and after.
  ///
  /// ```swift
  /// var body: some ReducerOf<Self> {
  ///   BindingReducer()
  ///     .onChange(of: \.username) { _, _ in
  ///       Reduce { state, _ in
  ///         state.error = nil
  ///         return .none
  ///       }
  ///     }
  /// }
  /// ```
  ///
  /// Only changes made by this reducer count: the value is compared before and after it
  /// runs, for every action.
  @inlinable
  public func onChange<Value: Equatable, Change: Reducer>(
    of toValue: @escaping (State) -> Value,
    @ReducerBuilder<State, Action> _ reducer:
      @escaping (_ oldValue: Value, _ newValue: Value) -> Change
  ) -> _OnChangeReducer<Self, Value, Change> where Change.State == State, Change.Action == Action {
    _OnChangeReducer(base: self, toValue: toValue, isDuplicate: { $0 == $1 }, reducer: reducer)
  }

  /// Runs `reducer` after this one whenever this reducer changed the value `toValue` derives,
  /// as told by `isDuplicate`: for a value that is not `Equatable`, as TCA's
  /// `onChange(of:removeDuplicates:_:)`.
  ///
  /// ```swift
  /// .onChange(of: \.draft, removeDuplicates: { $0.text == $1.text }) { _, _ in … }
  /// ```
  @inlinable
  public func onChange<Value, Change: Reducer>(
    of toValue: @escaping (State) -> Value,
    removeDuplicates isDuplicate: @escaping (Value, Value) -> Bool,
    @ReducerBuilder<State, Action> _ reducer:
      @escaping (_ oldValue: Value, _ newValue: Value) -> Change
  ) -> _OnChangeReducer<Self, Value, Change> where Change.State == State, Change.Action == Action {
    _OnChangeReducer(base: self, toValue: toValue, isDuplicate: isDuplicate, reducer: reducer)
  }
}

/// The reducer `onChange(of:_:)` and `onChange(of:removeDuplicates:_:)` build.
public struct _OnChangeReducer<Base: Reducer, Value, Change: Reducer>: Reducer
where Change.State == Base.State, Change.Action == Base.Action {
  @usableFromInline let base: Base
  @usableFromInline let toValue: (Base.State) -> Value
  @usableFromInline let isDuplicate: (Value, Value) -> Bool
  @usableFromInline let reducer: (Value, Value) -> Change

  @inlinable
  init(
    base: Base, toValue: @escaping (Base.State) -> Value,
    isDuplicate: @escaping (Value, Value) -> Bool,
    reducer: @escaping (Value, Value) -> Change
  ) {
    self.base = base
    self.toValue = toValue
    self.isDuplicate = isDuplicate
    self.reducer = reducer
  }

  /// Runs the base, then the change reducer if the value changed.
  @inlinable
  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    let oldValue = toValue(state)
    let effect = base.reduce(into: &state, action: action)
    let newValue = toValue(state)
    guard !isDuplicate(oldValue, newValue) else { return effect }
    return effect.merge(with: reducer(oldValue, newValue).reduce(into: &state, action: action))
  }
}
