extension Store {
  /// A store for one screen of a navigation stack, or `nil` when no screen with `id` is on
  /// the stack.
  ///
  /// ```swift
  /// let pathStore = store.scope(state: \.path, action: .case(Root.Action.path, \.path))
  /// for id in pathStore.state.ids {
  ///   if let screen = pathStore.scope(id: id) { render(screen) }
  /// }
  /// ```
  ///
  /// Actions sent to it reach the stack's `forEach` as `.element(id:action:)`. Once the
  /// screen is popped the store keeps returning its last state, and actions sent to it are
  /// reported by the `forEach` and ignored.
  public func scope<ElementState, ElementAction>(
    id: StackElementID
  ) -> Store<ElementState, ElementAction>?
  where State == StackState<ElementState>, Action == StackAction<ElementState, ElementAction> {
    guard let initial = core.state[id: id] else { return nil }
    return Store<ElementState, ElementAction>(
      core: OptionalScopedCore(
        parent: core, toChildState: { $0[id: id] },
        fromChildAction: { .element(id: id, action: $0) },
        initial: initial, identity: .element(core.scopeIdentity, \StackState<ElementState>.self, id)
      ))
  }
}
