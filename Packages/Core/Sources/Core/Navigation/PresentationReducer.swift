extension Reducer {
  /// Runs a presented child while it is presented, then this reducer; handles dismissal.
  ///
  /// - `.presented(action)` runs the child; the child's effects can dismiss it with
  ///   `@Dependency(\.dismiss)`.
  /// - `.dismiss` runs this reducer first (it can still read the child's state), then sets
  ///   the child's state to `nil`.
  /// - Whenever the child goes away, by `.dismiss` or because this reducer set it to `nil`,
  ///   every effect the child started is cancelled.
  ///
  /// A child action that arrives when nothing is presented is ignored and reported as an
  /// issue naming the action.
  ///
  /// - Parameters:
  ///   - toPresentationState: A key path to the ``PresentationState``, spelled `\.$child`.
  ///   - toPresentationAction: A case path to the child's ``PresentationAction``.
  ///   - child: The child reducer.
  public func ifLet<ChildState, ChildAction, Child: Reducer>(
    _ toPresentationState: WritableKeyPath<State, PresentationState<ChildState>>,
    action toPresentationAction: AnyCasePath<Action, PresentationAction<ChildAction>>,
    @ReducerBuilder<ChildState, ChildAction> then child: () -> Child,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> _PresentationReducer<Self, Child>
  where Child.State == ChildState, Child.Action == ChildAction {
    _PresentationReducer(
      parent: self, child: child(), toPresentationState: toPresentationState,
      toPresentationAction: toPresentationAction, fileID: fileID, line: line
    )
  }
}

/// The reducer the presentation `ifLet` builds.
public struct _PresentationReducer<Parent: Reducer, Child: Reducer>: Reducer {
  let parent: Parent
  let child: Child
  let toPresentationState: WritableKeyPath<Parent.State, PresentationState<Child.State>>
  let toPresentationAction: AnyCasePath<Parent.Action, PresentationAction<Child.Action>>
  let fileID: StaticString
  let line: UInt

  init(
    parent: Parent, child: Child,
    toPresentationState: WritableKeyPath<Parent.State, PresentationState<Child.State>>,
    toPresentationAction: AnyCasePath<Parent.Action, PresentationAction<Child.Action>>,
    fileID: StaticString, line: UInt
  ) {
    self.parent = parent
    self.child = child
    self.toPresentationState = toPresentationState
    self.toPresentationAction = toPresentationAction
    self.fileID = fileID
    self.line = line
  }

  /// Routes presentation actions as described on `ifLet`, and cancels the child's effects
  /// when it goes away or is replaced by a new presentation.
  public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action> {
    let before = state[keyPath: toPresentationState]
    let wasPresented = before.wrappedValue != nil
    var childEffect = Effect<Parent.Action>.none
    var dismissAfterParent = false

    switch toPresentationAction.extract(from: action) {
    case .none:
      break
    case .dismiss?:
      if wasPresented {
        dismissAfterParent = true
      } else {
        reportOrphan(action)
      }
    case let .presented(childAction)?:
      if wasPresented {
        childEffect = reduceChild(into: &state, action: childAction, presentation: before.presentation)
      } else {
        reportOrphan(action)
      }
    }

    let parentEffect = parent.reduce(into: &state, action: action)
    if dismissAfterParent {
      state[keyPath: toPresentationState].wrappedValue = nil
    }
    let after = state[keyPath: toPresentationState]
    let wentAway = after.wrappedValue == nil || after.presentation != before.presentation
    let cancelEffect: Effect<Parent.Action> =
      wasPresented && wentAway ? .cancel(id: navigationID(before.presentation)) : .none
    return childEffect.merge(with: parentEffect).merge(with: cancelEffect)
  }

  /// Names one presentation of the child, so a new one never shares the old one's effects.
  private func navigationID(_ presentation: UInt64) -> ChildNavigationID {
    ChildNavigationID(path: toPresentationState, element: CancelID(presentation))
  }

  private func reduceChild(
    into state: inout Parent.State, action: Child.Action, presentation: UInt64
  ) -> Effect<Parent.Action> {
    let effect = child.reduce(into: &state[keyPath: toPresentationState].wrappedValue!, action: action)
    if effect.isNone { return .none }
    let presented = effect.map { PresentationAction<Child.Action>.presented($0) }.mapRuns { run in
      var run = run
      let body = run.body
      run.body = { send in
        var dependencies = DependencyValues.current
        dependencies.dismiss = DismissEffect { await send(.dismiss) }
        await DependencyValues.withCurrent(dependencies) { await body(send) }
      }
      return run
    }
    return presented.scopedToChild(navigationID(presentation), embed: toPresentationAction._embed)
  }

  private func reportOrphan(_ action: Parent.Action) {
    reportIssue(
      """
      An "ifLet" at "\(fileID):\(line)" received a presentation action when nothing was \
      presented. The action was ignored:

        \(action)

      This usually means the child was dismissed while it still had an effect in flight, or \
      a view sent an action for a child that is gone.
      """,
      fileID: "\(fileID)", line: line
    )
  }
}
