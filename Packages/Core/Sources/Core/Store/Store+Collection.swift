extension Store {
  /// A store for each element of the collection at `state`, in order: a list's rows, as
  /// TCA's `ForEach(store.scope(state: \.rows, action: \.rows))`.
  ///
  /// ```swift
  /// for row in store.scope(state: \.rows, action: .case(Action.rows, \.rows)) {
  ///   RowView.screen(row)   // row.title, row.send(.toggled)
  /// }
  /// ```
  ///
  /// Tracked: a tracking that called it has `onChange` run when an element is added,
  /// removed or moved, not when one changes inside; what a row reads through its store is
  /// tracked there, so a row's `onChange` runs only when its own element changed. An action
  /// sent to a row reaches the parent's `forEach` as `.element(id:action:)`.
  public func scope<ID: Hashable, ElementState, ElementAction>(
    state: KeyPath<State, IdentifiedArray<ID, ElementState>>,
    action: AnyCasePath<Action, IdentifiedAction<ID, ElementAction>>
  ) -> [Store<ElementState, ElementAction>] {
    let elements = core.state[keyPath: state]
    return elementStores(
      ids: elements.ids, elements: elements.elements, at: state, idsOf: \.ids,
      element: { $0[id: $1] }, action: { action.embed(.element(id: $0, action: $1)) })
  }

  /// A store for each screen of this stack store, bottom first: tracked as the
  /// `IdentifiedArray` form is (a push or a pop runs `onChange`, a change inside a screen
  /// does not). Actions reach the stack's `forEach` as `.element(id:action:)`.
  ///
  /// ```swift
  /// let path = store.scope(state: \.path, action: .case(Action.path, \.path))
  /// for screen in path.scopeElements() { ... }
  /// ```
  public func scopeElements<ElementState, ElementAction>() -> [Store<ElementState, ElementAction>]
  where State == StackState<ElementState>, Action == StackAction<ElementState, ElementAction> {
    let stack = core.state
    return elementStores(
      ids: stack.ids, elements: Array(stack), at: \.self, idsOf: \.ids,
      element: { $0[id: $1] }, action: { .element(id: $0, action: $1) })
  }

  /// One store per element, each named by the collection's key path and its id, after
  /// tracking the collection's ids.
  private func elementStores<Elements, ID: Hashable, ElementState, ElementAction>(
    ids: [ID], elements: [ElementState], at path: KeyPath<State, Elements>,
    idsOf: KeyPath<Elements, [ID]>,
    element: @escaping (Elements, ID) -> ElementState?,
    action: @escaping (ID, ElementAction) -> Action
  ) -> [Store<ElementState, ElementAction>] {
    let idsPath = path.appending(path: idsOf)
    track(.ids, path) { [reader = core.stateReader] in
      reader().map { $0[keyPath: idsPath] == ids } ?? true
    }
    let parentIdentity = core.scopeIdentity
    return zip(ids, elements).map { id, initial in
      Store<ElementState, ElementAction>(
        core: OptionalScopedCore(
          parent: core, toChildState: { element($0[keyPath: path], id) },
          fromChildAction: { action(id, $0) }, initial: initial,
          identity: .element(parentIdentity, path, AnyHashable(id))))
    }
  }
}
