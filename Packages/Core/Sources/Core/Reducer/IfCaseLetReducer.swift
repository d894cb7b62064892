extension Reducer {
  /// Runs `child` on one case of enum state while the state is in that case, then this
  /// reducer.
  ///
  /// When this reducer moves the state to another case, every effect the child started is
  /// cancelled. A child action that arrives while the state is in another case is ignored
  /// and reported as an issue that names the action.
  ///
  /// ```swift
  /// enum State { case login(Login.State), tabBar(TabBar.State) }
  ///
  /// Reduce { state, action in ... }
  ///   .ifCaseLet(.case(State.login, \.login), action: .case(Action.login, \.login)) { Login() }
  ///   .ifCaseLet(.case(State.tabBar, \.tabBar), action: .case(Action.tabBar, \.tabBar)) { TabBar() }
  /// ```
  ///
  /// - Parameters:
  ///   - toCaseState: A case path to the case's state.
  ///   - toCaseAction: A case path to the child's actions.
  ///   - child: The child reducer.
  public func ifCaseLet<CaseState, CaseAction, Child: Reducer>(
    _ toCaseState: AnyCasePath<State, CaseState>,
    action toCaseAction: AnyCasePath<Action, CaseAction>,
    @ReducerBuilder<CaseState, CaseAction> then child: () -> Child,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> _IfCaseLetReducer<Self, Child>
  where Child.State == CaseState, Child.Action == CaseAction {
    _IfCaseLetReducer(
      parent: self, child: child(), toCaseState: toCaseState, toCaseAction: toCaseAction,
      fileID: fileID, line: line
    )
  }
}

/// The reducer `ifCaseLet` builds: a child on one case of enum state, then the parent.
public struct _IfCaseLetReducer<Parent: Reducer, Child: Reducer>: Reducer {
  @usableFromInline let parent: Parent
  @usableFromInline let child: Child
  @usableFromInline let toCaseState: AnyCasePath<Parent.State, Child.State>
  @usableFromInline let toCaseAction: AnyCasePath<Parent.Action, Child.Action>
  @usableFromInline let fileID: StaticString
  @usableFromInline let line: UInt

  @usableFromInline
  init(
    parent: Parent, child: Child,
    toCaseState: AnyCasePath<Parent.State, Child.State>,
    toCaseAction: AnyCasePath<Parent.Action, Child.Action>,
    fileID: StaticString, line: UInt
  ) {
    self.parent = parent
    self.child = child
    self.toCaseState = toCaseState
    self.toCaseAction = toCaseAction
    self.fileID = fileID
    self.line = line
  }

  /// Runs the child (when the state is in its case and the action is the child's), then the
  /// parent, and cancels the child's effects if the state left the case.
  @inlinable
  public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action> {
    let childEffect = reduceChild(into: &state, action: action)
    let wasInCase = toCaseState.extract(from: state) != nil
    let parentEffect = parent.reduce(into: &state, action: action)
    let cancelEffect: Effect<Parent.Action> =
      wasInCase && toCaseState.extract(from: state) == nil ? .cancel(id: navigationID) : .none
    return childEffect.merge(with: parentEffect).merge(with: cancelEffect)
  }

  @usableFromInline
  var navigationID: ChildNavigationID {
    // Different cases have different state types; a case is named by its type and call site.
    ChildNavigationID(path: nil, element: CancelID(CaseSite(type: ObjectIdentifier(Child.State.self), line: line)))
  }

  @usableFromInline
  func reduceChild(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action> {
    guard let childAction = toCaseAction.extract(from: action) else { return .none }
    guard var caseState = toCaseState.extract(from: state) else {
      reportIssue(
        """
        An "ifCaseLet" at "\(fileID):\(line)" received a child action when state was in \
        another case. The action was ignored:

          \(action)

        State was in case:

          \(customDump(state).prefix { $0 != "\n" && $0 != "(" })

        This usually means the state changed case while the child still had an effect in \
        flight, or a view sent an action for a case that is gone.
        """,
        fileID: "\(fileID)", line: line
      )
      return .none
    }
    let effect = child.reduce(into: &caseState, action: childAction)
    state = toCaseState.embed(caseState)
    return effect.scopedToChild(navigationID, embed: toCaseAction._embed)
  }
}

/// Names an `ifCaseLet`: its case's state type and the line that declared it.
@usableFromInline
struct CaseSite: Hashable, Sendable {
  @usableFromInline let type: ObjectIdentifier
  @usableFromInline let line: UInt

  @usableFromInline
  init(type: ObjectIdentifier, line: UInt) {
    self.type = type
    self.line = line
  }
}
