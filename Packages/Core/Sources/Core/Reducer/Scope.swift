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
/// On enum state, a `Scope` runs a child on one case, as TCA's `Scope(state: \.edit, action:
/// \.edit)` does in a destination reducer. Pass the case's case path: its constructor and its
/// extracting property.
///
/// ```swift
/// struct Destination: Reducer {
///   enum State: Equatable {
///     case edit(EditForm.State)
///     var edit: EditForm.State? { if case let .edit(s) = self { s } else { nil } }
///   }
///   enum Action { case edit(EditForm.Action) /* … */ }
///
///   var body: some ReducerOf<Self> {
///     Scope(state: .case(State.edit, \.edit), action: .case(Action.edit, \.edit)) {
///       EditForm()
///     }
///   }
/// }
/// ```
///
/// A child action that arrives while the state is in another case is ignored and reported.
/// `Scope` cancels nothing: for optional child state use `ifLet`, for enum state whose cases
/// come and go `ifCaseLet` (or a presented destination), for collections `forEach`. They
/// cancel a child's effects when its state goes away. A key path to optional state does not
/// compile here (`Scope` would run the child while the state is present and never cancel).
public struct Scope<ParentState, ParentAction, Child: Reducer>: Reducer {
  /// Where the child's state is: always there (a key path), or in one case of enum state.
  ///
  /// A `Scope` is built on every send, so building one must not allocate for the common key
  /// path. The case, six words, is boxed, to keep every `Scope` small enough for the compiler
  /// to handle in registers.
  @usableFromInline
  enum ToChildState {
    case keyPath(WritableKeyPath<ParentState, Child.State>)
    indirect case casePath(CaseChildPath<ParentState, Child.State>)
  }

  @usableFromInline let toChildState: ToChildState
  @usableFromInline let toChildAction: AnyCasePath<ParentAction, Child.Action>
  @usableFromInline let child: Child

  @usableFromInline
  init(
    toChildState: ToChildState, toChildAction: AnyCasePath<ParentAction, Child.Action>, child: Child
  ) {
    self.toChildState = toChildState
    self.toChildAction = toChildAction
    self.child = child
  }

  @inlinable
  public init<ChildState, ChildAction>(
    state: WritableKeyPath<ParentState, ChildState>,
    action: AnyCasePath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.init(toChildState: .keyPath(state), toChildAction: action, child: child())
  }

  /// TCA's newest spelling, without the `state:` label: `Scope(\.profile, action: …)`.
  @inlinable
  public init<ChildState, ChildAction>(
    _ state: WritableKeyPath<ParentState, ChildState>,
    action: AnyCasePath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.init(toChildState: .keyPath(state), toChildAction: action, child: child())
  }

  /// Runs `child` on one case of enum state, reached through a case path
  /// (`.case(State.edit, \.edit)`), for the actions `action` extracts.
  public init<ChildState, ChildAction>(
    state: AnyCasePath<ParentState, ChildState>,
    action: AnyCasePath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) where ChildState == Child.State, ChildAction == Child.Action {
    let site = ReducerSite(fileID: fileID, filePath: filePath, line: line, column: column)
    self.init(
      toChildState: .casePath(CaseChildPath(toCaseState: state, site: site)),
      toChildAction: action, child: child())
  }

  /// Runs the child if `action` is one of its actions (and, on enum state, the state is in
  /// the child's case).
  @inlinable
  public func reduce(into state: inout ParentState, action: ParentAction) -> Effect<ParentAction> {
    guard let childAction = toChildAction.extract(from: action) else { return .none }
    let effect: Effect<Child.Action>
    if case let .keyPath(path) = toChildState {
      effect = child.reduce(into: &state[keyPath: path], action: childAction)
    } else {
      // NB: Kept out of line so that the common key-path scope stays small enough to inline
      // into its parent's body: measured, inlining it made 100 siblings 1.5x slower.
      guard let caseEffect = reduceCase(into: &state, childAction: childAction, action: action)
      else { return .none }
      effect = caseEffect
    }
    if effect.isNone { return .none }
    return effect.map(toChildAction._embed)
  }

  /// Runs the child on its case of enum state, or reports the action when the state is in
  /// another case and returns `nil`.
  @inlinable
  @inline(never)
  func reduceCase(
    into state: inout ParentState, childAction: Child.Action, action: ParentAction
  ) -> Effect<Child.Action>? {
    guard case let .casePath(path) = toChildState else { return nil }
    return path.modify(&state, action: action, by: "A \"Scope\"") { caseState in
      child.reduce(into: &caseState, action: childAction)
    }
  }
}
