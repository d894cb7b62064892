/// TCA 1.25's spelling of a scope, its state's path unlabeled: `store.scope(\.child, action:
/// …)`, as TCA's `Store.swift` renames `scope(state:action:)` to `scope(_:action:)`. Each is
/// the labeled `scope` of the same arguments: kept the same way, tracked the same way.
extension Store {
  /// The child at `state`.
  @inlinable
  public func scope<ChildState, ChildAction>(
    _ state: KeyPath<State, ChildState>, action: AnyCasePath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction> {
    scope(state: state, action: action)
  }

  /// The optional child at `state`, or `nil` while it is `nil`.
  @inlinable
  public func scope<ChildState, ChildAction>(
    _ state: KeyPath<State, ChildState?>, action: AnyCasePath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction>? {
    scope(state: state, action: action)
  }

  /// The case of this store's enum state that `state` extracts, or `nil` while it is another.
  @inlinable
  public func scope<ChildState, ChildAction>(
    _ state: AnyCasePath<State, ChildState>, action: AnyCasePath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction>? {
    scope(state: state, action: action)
  }

  /// A store for each element of the collection at `state`, in order.
  @inlinable
  public func scope<ID: Hashable, ElementState, ElementAction>(
    _ state: KeyPath<State, IdentifiedArray<ID, ElementState>>,
    action: AnyCasePath<Action, IdentifiedAction<ID, ElementAction>>
  ) -> [Store<ElementState, ElementAction>] {
    scope(state: state, action: action)
  }
}
