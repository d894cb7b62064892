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
/// \.edit)` does in a destination reducer. Pass a case path (the case's constructor and its
/// property), or the case's settable case property as a key path. The case path is cheaper:
/// it calls both directly, while a key path to a computed property reads the child through
/// Swift's key-path runtime and allocates a write-back buffer to set it:
///
/// ```swift
/// struct Destination: Reducer {
///   enum State: Equatable {
///     case edit(EditForm.State)
///     var edit: EditForm.State? {
///       get { if case let .edit(s) = self { s } else { nil } }
///       set { if let newValue { self = .edit(newValue) } }
///     }
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
/// For optional child state use `ifLet`, for enum state whose cases come and go `ifCaseLet`
/// (or a presented destination), for collections `forEach`: they also cancel a child's
/// effects when its state goes away.
public struct Scope<ParentState, ParentAction, Child: Reducer>: Reducer {
  /// Where the child's state is: always there (a key path), or in one case of enum state.
  ///
  /// A `Scope` is built on every send, so building one must not allocate: the case property's
  /// case is held in place (two words). Only the case path's case, four words more, is boxed,
  /// to keep every `Scope` small enough for the compiler to handle in registers.
  @usableFromInline
  enum ToChildState {
    case keyPath(WritableKeyPath<ParentState, Child.State>)
    case optionalKeyPath(WritableKeyPath<ParentState, Child.State?>, ReducerSite)
    indirect case casePath(AnyCasePath<ParentState, Child.State>, ReducerSite)
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

  /// Runs `child` on one case of enum state, reached through the case's settable case
  /// property (`\.edit`), for the actions `action` extracts.
  public init<ChildState, ChildAction>(
    state: WritableKeyPath<ParentState, ChildState?>,
    action: AnyCasePath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) where ChildState == Child.State, ChildAction == Child.Action {
    let site = ReducerSite(fileID: fileID, filePath: filePath, line: line, column: column)
    self.init(toChildState: .optionalKeyPath(state, site), toChildAction: action, child: child())
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
    self.init(toChildState: .casePath(state, site), toChildAction: action, child: child())
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
    switch toChildState {
    case .keyPath:
      return nil
    case let .optionalKeyPath(path, site):
      // NB: Read, reduce, write back: changing a computed property in place through a key
      // path allocates a write-back buffer.
      guard var childState = state[keyPath: path] else {
        reportAnotherCase(action, state: state, at: site)
        return nil
      }
      let effect = child.reduce(into: &childState, action: childAction)
      state[keyPath: path] = childState
      return effect
    case let .casePath(path, site):
      guard var childState = path.extract(from: state) else {
        reportAnotherCase(action, state: state, at: site)
        return nil
      }
      let effect = child.reduce(into: &childState, action: childAction)
      state = path.embed(childState)
      return effect
    }
  }

  @usableFromInline
  func reportAnotherCase(_ action: ParentAction, state: ParentState, at site: ReducerSite) {
    site.reportIssue(
      """
      A "Scope" at "\(site)" received a child action when state was in another case. The \
      action was ignored:

        \(action)

      State was in case:

        \(customDump(state).prefix { $0 != "\n" && $0 != "(" })

      This usually means the state changed case while the child still had an effect in \
      flight, or a view sent an action for a case that is gone.
      """
    )
  }
}
