extension Effect {
  /// This presented child's effect, with `@Dependency(\.dismiss)` inside its operations
  /// sending `dismissal()` through the operation's own `send`, and `\.isPresented` `true`.
  ///
  /// The presentation `ifLet` dismisses with `.dismiss`, a stack with `.popFrom(id:)`. Once
  /// the child is gone its effects are cancelled, so a dismissal arrives at most once.
  @usableFromInline
  func dismissible(with dismissal: @escaping @Sendable () -> Action) -> Self {
    mapRuns { run in
      var run = run
      let body = run.body
      run.body = { send in
        var dependencies = DependencyValues.current
        dependencies.dismiss = DismissEffect { await send(dismissal()) }
        dependencies.isPresented = true
        await DependencyValues.withCurrent(dependencies) { await body(send) }
      }
      return run
    }
  }
}

extension Reducer {
  /// Reduces a presented child: with `\.isPresented` `true` while it runs, so that the
  /// reducer and the effects it creates see it.
  @inlinable
  func reducePresented(into state: inout State, action: Action) -> Effect<Action> {
    DependencyValues.withPresented { reduce(into: &state, action: action) }
  }
}
