extension Reducer {
  /// Runs a presented child while it is presented, then this reducer; handles dismissal.
  ///
  /// - `.presented(action)` runs the child; the child's effects can dismiss it with
  ///   `@Dependency(\.dismiss)`.
  /// - `.dismiss` runs this reducer first (it can still read the child's state), then sets
  ///   the child's state to `nil`.
  /// - Whenever the child goes away, by `.dismiss`, because this reducer set it to `nil`, or
  ///   because another child (another type, or another `id` when the state is
  ///   `Identifiable`) took its place, every effect the child started is cancelled. Changing
  ///   the child in place, or writing back a changed copy with the same `id`, does not.
  ///
  /// A child action that arrives when nothing is presented is ignored and reported as an
  /// issue naming the action. The closure's label is `destination:`, as in TCA.
  ///
  /// - Parameters:
  ///   - toPresentationState: A key path to the ``PresentationState``, spelled `\.$child`.
  ///   - toPresentationAction: A case path to the child's ``PresentationAction``.
  ///   - child: The child reducer.
  public func ifLet<ChildState, ChildAction, Child: Reducer>(
    _ toPresentationState: WritableKeyPath<State, PresentationState<ChildState>>,
    action toPresentationAction: AnyCasePath<Action, PresentationAction<ChildAction>>,
    @ReducerBuilder<ChildState, ChildAction> destination child: () -> Child,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _PresentationReducer<Self, Child>
  where Child.State == ChildState, Child.Action == ChildAction {
    _PresentationReducer(
      parent: self, child: child(), toPresentationState: toPresentationState,
      toPresentationAction: toPresentationAction,
      site: ReducerSite(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Presents an alert or a confirmation dialog, which needs no reducer of its own.
  ///
  /// When one of its buttons' actions arrives (`.alert(.presented(.confirmDeletion))`), this
  /// reducer runs and handles it, and then the dialog is cleared. `.dismiss` clears it too.
  ///
  /// ```swift
  /// struct State { @PresentationState var alert: AlertState<Action.Alert>? }
  /// enum Action {
  ///   case alert(PresentationAction<Alert>)
  ///   enum Alert { case confirmDeletion }
  ///   var alert: PresentationAction<Alert>? { if case let .alert(a) = self { a } else { nil } }
  /// }
  ///
  /// Reduce { state, action in ... }
  ///   .ifLet(\.$alert, action: .case(Action.alert, \.alert))
  /// ```
  public func ifLet<DialogState: _EphemeralState, DialogAction>(
    _ toPresentationState: WritableKeyPath<State, PresentationState<DialogState>>,
    action toPresentationAction: AnyCasePath<Action, PresentationAction<DialogAction>>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _PresentationReducer<Self, EmptyReducer<DialogState, DialogAction>> {
    ifLet(
      toPresentationState, action: toPresentationAction, destination: { EmptyReducer() },
      fileID: fileID, filePath: filePath, line: line, column: column
    )
  }
}

/// The reducer the presentation `ifLet` builds.
public struct _PresentationReducer<Parent: Reducer, Child: Reducer>: Reducer {
  let parent: Parent
  let child: Child
  let toPresentationState: WritableKeyPath<Parent.State, PresentationState<Child.State>>
  let toPresentationAction: AnyCasePath<Parent.Action, PresentationAction<Child.Action>>
  let site: ReducerSite

  init(
    parent: Parent, child: Child,
    toPresentationState: WritableKeyPath<Parent.State, PresentationState<Child.State>>,
    toPresentationAction: AnyCasePath<Parent.Action, PresentationAction<Child.Action>>,
    site: ReducerSite
  ) {
    self.parent = parent
    self.child = child
    self.toPresentationState = toPresentationState
    self.toPresentationAction = toPresentationAction
    self.site = site
  }

  /// Routes presentation actions as described on `ifLet`, and cancels the child's effects
  /// when it goes away or another child takes its place.
  public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action>
  {
    let recorded = state[keyPath: toPresentationState].presentedID
    var childEffect = Effect<Parent.Action>.none
    var clearAfterParent = false

    switch toPresentationAction.extract(from: action) {
    case .none:
      break
    case .dismiss?:
      if state[keyPath: toPresentationState].wrappedValue != nil {
        clearAfterParent = true
      } else {
        reportOrphan(action)
      }
    case let .presented(childAction)?:
      if state[keyPath: toPresentationState].wrappedValue != nil {
        childEffect = reduceChild(into: &state, action: childAction)
        clearAfterParent = isEphemeral(state[keyPath: toPresentationState].wrappedValue!)
      } else {
        reportOrphan(action)
      }
    }

    let childBefore = presentedID(in: state)
    let parentEffect = parent.reduce(into: &state, action: action)
    if clearAfterParent, presentedID(in: state) == childBefore {
      state[keyPath: toPresentationState].wrappedValue = nil
    }
    let childAfter = presentedID(in: state)
    if recorded != childAfter {
      state[keyPath: toPresentationState].presentedID = childAfter
    }
    // A child another reducer put in place since this one last ran is a new presentation too.
    let replacedBehindOurBack: Effect<Parent.Action> =
      recorded != nil && recorded != childBefore ? .cancelEffects(of: recorded!) : .none
    return childEffect.merge(with: parentEffect)
      .merge(with: .cancelEffects(ofChild: childBefore, ifNow: childAfter))
      .merge(with: replacedBehindOurBack)
  }

  /// The navigation id of the presented child, or `nil` when nothing is presented.
  private func presentedID(in state: Parent.State) -> NavigationID? {
    state[keyPath: toPresentationState].wrappedValue.map(navigationID(of:))
  }

  private func navigationID(of child: Child.State) -> NavigationID {
    NavigationID(
      site: toPresentationState, type: Child.State.self, identifier: navigationIdentifier(of: child)
    )
  }

  private func reduceChild(into state: inout Parent.State, action: Child.Action) -> Effect<
    Parent.Action
  > {
    let effect = child.reducePresented(
      into: &state[keyPath: toPresentationState].wrappedValue!, action: action
    )
    if effect.isNone { return .none }
    return effect.map { PresentationAction<Child.Action>.presented($0) }
      .dismissible { .dismiss }
      .scopedToChild(presentedID(in: state)!, embed: toPresentationAction._embed)
  }

  private func reportOrphan(_ action: Parent.Action) {
    site.reportIssue(
      """
      An "ifLet" at "\(site)" received a presentation action when nothing was \
      presented. The action was ignored:

        \(action)

      This usually means the child was dismissed while it still had an effect in flight, or \
      a view sent an action for a child that is gone.
      """
    )
  }
}
