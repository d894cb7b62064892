extension DependencyValues {
  /// Whether the feature reading it was presented (`ifLet(\.$child, …)`) or pushed onto a
  /// stack (`forEach(\.path, …)`) by its parent, and so can dismiss itself with
  /// ``dismiss``.
  ///
  /// ```swift
  /// @Dependency(\.isPresented) var isPresented
  /// @Dependency(\.dismiss) var dismiss
  /// // ...
  /// case .closeButtonTapped:
  ///   return isPresented ? .run { _ in await dismiss() } : .none
  /// ```
  ///
  /// It is `true` in the presented feature's reducer and in the effects that reducer
  /// starts, `false` elsewhere.
  public var isPresented: Bool {
    get { presented }
    set { presented = newValue }
  }

  /// Runs `operation`, a presented child's reduce, with ``isPresented`` `true`.
  ///
  /// Inside a store's reduce this allocates nothing: the store prepared its presented
  /// dependencies up front (``ReduceScope/Box/presentedTwin``), and a child presented inside
  /// another one already sees `true`, so it runs under the dependencies installed, without
  /// installing them again. Under dependencies a reducer changed (`.dependency(…)`,
  /// `transformDependencies`) it copies them into a new box.
  ///
  /// Inlinable, so that a presented child's reduce is called directly, not through a closure.
  @inlinable
  static func withPresented<R>(_ operation: () -> R) -> R {
    switch ReduceScope.currentPresented {
    case .installed: return operation()
    case let .twin(presented): return ReduceScope.with(presented, operation)
    case .none: return withPresentedCopy(operation)
    }
  }

  /// ``withPresented(_:)`` outside a store's prepared box: the dependencies copied into a new
  /// one with ``isPresented`` set.
  @usableFromInline
  static func withPresentedCopy<R>(_ operation: () -> R) -> R {
    var dependencies = current
    dependencies.isPresented = true
    return withCurrent(dependencies, operation: operation)
  }
}
