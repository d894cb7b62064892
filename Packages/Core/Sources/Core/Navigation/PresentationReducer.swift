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
  @inlinable
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
  @usableFromInline let parent: Parent
  @usableFromInline let child: Child
  @usableFromInline
  let toPresentationState: WritableKeyPath<Parent.State, PresentationState<Child.State>>
  @usableFromInline
  let toPresentationAction: AnyCasePath<Parent.Action, PresentationAction<Child.Action>>
  @usableFromInline let site: ReducerSite

  @inlinable
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
  @inlinable
  public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action>
  {
    hasValueIdentity(Child.State.self)
      ? reduce(into: &state, action: action, tellingChildrenApartBy: IdentifiedChild.self)
      : reduce(into: &state, action: action, tellingChildrenApartBy: AnyChild.self)
  }

  /// `reduce(into:action:)`, comparing children by `Identity` (as `ifLet` does): a
  /// ``NavigationID`` is built only when the child's effect is lifted, its effects are
  /// cancelled, or the child changed and the state records the new one.
  @inlinable
  func reduce<Identity: ChildIdentity>(
    into state: inout Parent.State, action: Parent.Action, tellingChildrenApartBy _: Identity.Type
  ) -> Effect<Parent.Action> {
    // NB: `\.$child` is a computed property, so every access through the key path runs its
    // getter and copies the wrapper: it is read once before the parent runs and once after.
    let presentation = state[keyPath: toPresentationState]
    let recorded = presentation.presentedID
    var childEffect = Effect<Parent.Action>.none
    var clearAfterParent = false
    var childBefore = presentation.wrappedValue.map(Identity.init(of:))

    switch toPresentationAction.extract(from: action) {
    case .none:
      break
    case .dismiss?:
      if presentation.wrappedValue != nil {
        clearAfterParent = true
      } else {
        reportOrphan(action)
      }
    case let .presented(childAction)?:
      if presentation.wrappedValue != nil {
        childEffect = reduceChild(into: &state, action: childAction, as: Identity.self)
        let presented = state[keyPath: toPresentationState].wrappedValue
        clearAfterParent = isEphemeral(presented!)
        childBefore = presented.map(Identity.init(of:))
      } else {
        reportOrphan(action)
      }
    }

    let parentEffect = parent.reduce(into: &state, action: action)
    var childAfter = state[keyPath: toPresentationState].wrappedValue.map(Identity.init(of:))
    if clearAfterParent, childAfter == childBefore {
      state[keyPath: toPresentationState].wrappedValue = nil
      childAfter = nil
    }
    // NB: Identities of `Identifiable` children compare as `AnyHashable`s, which is slow:
    // when the child did not change, one comparison with the recorded id answers for both.
    let unchanged = childAfter == childBefore
    let recordsChildAfter = isRecorded(recorded, childAfter)
    let recordsChildBefore = unchanged ? recordsChildAfter : isRecorded(recorded, childBefore)
    if !recordsChildAfter {
      state[keyPath: toPresentationState].presentedID = childAfter.map(navigationID(of:))
    }
    // A child another reducer put in place since this one last ran is a new presentation too.
    let replacedBehindOurBack: Effect<Parent.Action> =
      recorded != nil && !recordsChildBefore ? .cancelEffects(of: recorded!) : .none
    let dismissed: Effect<Parent.Action> =
      unchanged ? .none : childBefore.map { .cancelEffects(of: navigationID(of: $0)) } ?? .none
    return childEffect.merge(with: parentEffect)
      .merge(with: dismissed)
      .merge(with: replacedBehindOurBack)
  }

  /// The identity of the presented child, or `nil` when nothing is presented.
  @inlinable
  func presented<Identity: ChildIdentity>(in state: Parent.State, as _: Identity.Type)
    -> Identity?
  {
    state[keyPath: toPresentationState].wrappedValue.map(Identity.init(of:))
  }

  /// Whether `recorded`, the navigation id the state holds, names the child `identity`.
  /// Only this reducer records ids in its presentation state, so the site is its own and
  /// only the type and identifier are compared.
  @inlinable
  func isRecorded<Identity: ChildIdentity>(_ recorded: NavigationID?, _ identity: Identity?)
    -> Bool
  {
    switch (recorded, identity) {
    case (nil, nil): true
    case let (recorded?, identity?):
      recorded.type == ObjectIdentifier(Child.State.self)
        && recorded.identifier == identity.identifier
    default: false
    }
  }

  /// The navigation id of the child with `identity` presented here.
  @usableFromInline
  func navigationID<Identity: ChildIdentity>(of identity: Identity) -> NavigationID {
    NavigationID(site: toPresentationState, type: Child.State.self, identifier: identity.identifier)
  }

  /// Runs the presented child, and lifts its effect into the parent: dismissible, and
  /// cancelled with the child.
  @inlinable
  func reduceChild<Identity: ChildIdentity>(
    into state: inout Parent.State, action: Child.Action, as _: Identity.Type
  ) -> Effect<Parent.Action> {
    let effect = child.reducePresented(
      into: &state[keyPath: toPresentationState].wrappedValue!, action: action
    )
    if effect.isNone { return .none }
    let presented = presented(in: state, as: Identity.self)!
    return effect.map { PresentationAction<Child.Action>.presented($0) }
      .dismissible { .dismiss }
      .scopedToChild(navigationID(of: presented), embed: toPresentationAction._embed)
  }

  @usableFromInline
  func reportOrphan(_ action: Parent.Action) {
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
