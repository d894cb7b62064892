/// Applies ``BindingAction``s to state: put it first in a form feature's `body`, so the
/// reducers after it see the new value.
///
/// ```swift
/// var body: some ReducerOf<Self> {
///   BindingReducer()
///   Reduce { state, action in
///     switch action {
///     case .binding(\.username):
///       state.error = nil
///       return .none
///     case .binding, .loginButtonTapped:
///       return .none
///     }
///   }
/// }
/// ```
///
/// When the bindable actions sit inside a `view` case (`case view(View)` with
/// `enum View: BindableAction`), use ``init(action:)`` with the property that extracts it.
public struct BindingReducer<State, Action>: Reducer {
  @usableFromInline let toBindingAction: (Action) -> BindingAction<State>?

  /// A reducer applying the binding actions of a ``BindableAction``.
  public init() where Action: BindableAction, Action.State == State {
    toBindingAction = { $0.binding }
  }

  /// A reducer applying the binding actions of the bindable action that `toViewAction`
  /// extracts: `BindingReducer(action: \.view)`.
  public init<ViewAction: BindableAction>(
    action toViewAction: @escaping (Action) -> ViewAction?
  ) where ViewAction.State == State {
    toBindingAction = { toViewAction($0)?.binding }
  }

  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    toBindingAction(action)?.set(&state)
    return .none
  }
}
