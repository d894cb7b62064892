/// Runs a child reducer on a part of the parent's state that is always there.
///
/// The child sees only the actions that `action` extracts, and its effects' actions are
/// embedded back into the parent's action type.
///
/// ```swift
/// var body: some ReducerOf<Self> {
///   Scope(state: \.profile, action: .case(Action.profile, \.profile)) {
///     Profile()
///   }
///   Reduce { state, action in
///     // The parent's own logic runs after the child's.
///   }
/// }
/// ```
///
/// For optional child state use `ifLet`, for enum state `ifCaseLet`, for collections
/// `forEach`: they also cancel a child's effects when its state goes away.
public struct Scope<ParentState, ParentAction, Child: Reducer>: Reducer {
  @usableFromInline let toChildState: WritableKeyPath<ParentState, Child.State>
  @usableFromInline let toChildAction: AnyCasePath<ParentAction, Child.Action>
  @usableFromInline let child: Child

  /// Creates a reducer that runs `child` on `state` for the actions `action` extracts.
  ///
  /// - Parameters:
  ///   - state: A writable key path from the parent's state to the child's.
  ///   - action: A case path from the parent's action to the child's.
  ///   - child: The child reducer.
  @inlinable
  public init<ChildState, ChildAction>(
    state: WritableKeyPath<ParentState, ChildState>,
    action: AnyCasePath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.toChildState = state
    self.toChildAction = action
    self.child = child()
  }

  /// Runs the child if `action` is one of its actions.
  @inlinable
  public func reduce(into state: inout ParentState, action: ParentAction) -> Effect<ParentAction> {
    guard let childAction = toChildAction.extract(from: action) else { return .none }
    let effect = child.reduce(into: &state[keyPath: toChildState], action: childAction)
    if effect.isNone { return .none }
    return effect.map(toChildAction._embed)
  }
}
