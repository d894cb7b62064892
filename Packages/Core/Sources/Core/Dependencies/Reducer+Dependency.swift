extension Reducer {
  /// This reducer with one dependency overridden, for itself and for every effect it starts.
  ///
  /// Use it to give a child feature its own value of a dependency:
  ///
  /// ```swift
  /// Scope(state: \.preview, action: .case(Action.preview, \.preview)) {
  ///   Editor()
  ///     .dependency(\.numberFact, .previewValue)
  /// }
  /// ```
  public func dependency<Value>(
    _ keyPath: WritableKeyPath<DependencyValues, Value> & Sendable,
    _ value: Value
  ) -> _DependencyWritingReducer<Self> where Value: Sendable {
    _DependencyWritingReducer(base: self) { $0[keyPath: keyPath] = value }
  }

  /// This reducer with one dependency changed by `transform`, for itself and for every effect
  /// it starts, as TCA's `transformDependency`:
  ///
  /// ```swift
  /// Editor()
  ///   .transformDependency(\.numberFact) { $0.fact = { "\($0) is a number" } }
  /// ```
  public func transformDependency<Value>(
    _ keyPath: WritableKeyPath<DependencyValues, Value> & Sendable,
    transform: @escaping @Sendable (inout Value) -> Void
  ) -> _DependencyWritingReducer<Self> {
    _DependencyWritingReducer(base: self) { transform(&$0[keyPath: keyPath]) }
  }

  /// This reducer with its dependencies changed by `transform`, for itself and for every
  /// effect it starts.
  public func transformDependencies(
    _ transform: @escaping @Sendable (inout DependencyValues) -> Void
  ) -> _DependencyWritingReducer<Self> {
    _DependencyWritingReducer(base: self, update: transform)
  }
}

/// The reducer `dependency(_:_:)` and `transformDependencies(_:)` build.
public struct _DependencyWritingReducer<Base: Reducer>: Reducer {
  let base: Base
  let update: @Sendable (inout DependencyValues) -> Void

  /// Runs the base reducer with the changed dependencies in force, so that effects it
  /// creates capture them too.
  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    withDependencies(update) {
      base.reduce(into: &state, action: action)
    }
  }
}
