extension Reducer {
  /// Runs `child` on optional child state while it is present, then this reducer.
  ///
  /// When the child goes away, every effect it started is cancelled: when this reducer sets
  /// the child state to `nil`, and when it puts another child in its place. Another child
  /// means another identity: a state of another type, or, when the state is `Identifiable`,
  /// another `id`. Changing the child in place, or writing back a changed copy with the same
  /// `id`, keeps its effects running. A child action that arrives while the state is `nil` is
  /// ignored and reported as an issue that names the action.
  ///
  /// ```swift
  /// Reduce { state, action in ... }
  ///   .ifLet(\.alert, action: .case(Action.alert, \.alert)) { Alert() }
  /// ```
  @inlinable
  public func ifLet<ChildState, ChildAction, Child: Reducer>(
    _ toChildState: WritableKeyPath<State, ChildState?>,
    action toChildAction: AnyCasePath<Action, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> then child: () -> Child,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _IfLetReducer<Self, Child>
  where Child.State == ChildState, Child.Action == ChildAction {
    _IfLetReducer(
      parent: self, child: child(), toChildState: .optional(toChildState),
      toChildAction: toChildAction,
      site: ReducerSite(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Runs this reducer, and clears an alert or a confirmation dialog kept in a plain optional
  /// once one of its buttons' actions has run, as TCA's `ifLet(\.alert, action: \.alert)`.
  ///
  /// ```swift
  /// struct State { var alert: AlertState<Action.Alert>? }
  /// enum Action {
  ///   case alert(Alert)
  ///   enum Alert { case confirmDeletion }
  ///   var alert: Alert? { if case let .alert(a) = self { a } else { nil } }
  /// }
  ///
  /// Reduce { state, action in ... }
  ///   .ifLet(\.alert, action: .case(Action.alert, \.alert))
  /// ```
  @inlinable
  public func ifLet<DialogState: _EphemeralState, DialogAction>(
    _ toChildState: WritableKeyPath<State, DialogState?>,
    action toChildAction: AnyCasePath<Action, DialogAction>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _IfLetReducer<Self, EmptyReducer<DialogState, DialogAction>> {
    ifLet(
      toChildState, action: toChildAction, then: { EmptyReducer() }, fileID: fileID,
      filePath: filePath, line: line, column: column)
  }

  /// Runs `child` on boxed optional child state while it is present, then this reducer.
  ///
  /// The same as the optional `ifLet`, for recursive state held in an ``Indirect`` stored
  /// property: the child is reached in place, with no copy of it or of its box.
  @inlinable
  public func ifLet<ChildState, ChildAction, Child: Reducer>(
    _ toChildState: WritableKeyPath<State, Indirect<ChildState?>>,
    action toChildAction: AnyCasePath<Action, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> then child: () -> Child,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _IfLetReducer<Self, Child>
  where Child.State == ChildState, Child.Action == ChildAction {
    _IfLetReducer(
      parent: self, child: child(), toChildState: .indirect(toChildState),
      toChildAction: toChildAction,
      site: ReducerSite(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }
}

/// Where an `ifLet` finds its optional child state: through a key path to the optional, or
/// to an ``Indirect`` box holding it.
@usableFromInline
enum OptionalChildPath<Root, Child> {
  case optional(WritableKeyPath<Root, Child?>)
  case indirect(WritableKeyPath<Root, Indirect<Child?>>)

  /// Where the child lies in `Root` and whether it has value identity, as `site` remembers
  /// it (see ``ReducerSite/childLayout(of:childState:)``): asked once per send and passed to
  /// the accesses of that send.
  @inlinable
  @inline(__always)
  func layout(at site: ReducerSite) -> ChildLayout {
    switch self {
    case let .optional(path): site.childLayout(of: path, childState: Child.self)
    case let .indirect(path): site.childLayout(of: path, childState: Child.self)
    }
  }

  /// Calls `body` with the child state for in-place mutation, in one access. `offset` is
  /// the ``layout(at:)``'s.
  @inlinable
  func modify<Result>(_ root: inout Root, at offset: Int?, _ body: (inout Child?) -> Result)
    -> Result
  {
    switch self {
    case let .optional(path): modifyStored(path, at: offset, in: &root, body)
    case let .indirect(path): modifyStored(path, at: offset, in: &root) { box in body(&box.value) }
    }
  }

  /// The identity of the child in `root`, or `nil` when it is absent. `offset` is the
  /// ``layout(at:)``'s.
  @inlinable
  @inline(__always)
  func identity<Identity: ChildIdentity>(
    in root: inout Root, at offset: Int?, as _: Identity.Type
  ) -> Identity? {
    switch self {
    case let .optional(path):
      return readStored(path, at: offset, in: &root) { child in child.map(Identity.init(of:)) }
    case let .indirect(path):
      return readStored(path, at: offset, in: &root) { box in
        box.storage.value == nil ? nil : Identity(of: box.storage.value!)
      }
    }
  }

  /// The navigation id of the child with `identifier` kept at this path.
  @usableFromInline
  func navigationID(identifier: ChildKey) -> NavigationID {
    let site: AnyHashable =
      switch self {
      case let .optional(path): path
      case let .indirect(path): path
      }
    return NavigationID(site: site, type: Child.self, identifier: identifier)
  }
}

/// The reducer `ifLet` builds: a child on optional state, then the parent.
public struct _IfLetReducer<Parent: Reducer, Child: Reducer>: Reducer {
  @usableFromInline let parent: Parent
  @usableFromInline let child: Child
  @usableFromInline let toChildState: OptionalChildPath<Parent.State, Child.State>
  @usableFromInline let toChildAction: AnyCasePath<Parent.Action, Child.Action>
  @usableFromInline let site: ReducerSite

  @inlinable
  init(
    parent: Parent, child: Child,
    toChildState: OptionalChildPath<Parent.State, Child.State>,
    toChildAction: AnyCasePath<Parent.Action, Child.Action>,
    site: ReducerSite
  ) {
    self.parent = parent
    self.child = child
    self.toChildState = toChildState
    self.toChildAction = toChildAction
    self.site = site
  }

  /// Runs the child (when present and the action is the child's), then the parent, and
  /// cancels the child's effects if the child went away or another took its place. An alert
  /// or a dialog (``_EphemeralState``) is cleared once one of its actions has run, unless the
  /// parent put another in its place.
  @inlinable
  public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action>
  {
    let layout = toChildState.layout(at: site)
    return layout.hasValueIdentity
      ? reduce(
        into: &state, action: action, childAt: layout.offset,
        clearingEphemeralChild: layout.isEphemeral, tellingChildrenApartBy: IdentifiedChild.self)
      : reduce(
        into: &state, action: action, childAt: layout.offset,
        clearingEphemeralChild: layout.isEphemeral, tellingChildrenApartBy: AnyChild.self)
  }

  /// ``reduce(into:action:)`` for children told apart by `Identity`. Inlined into it, both
  /// kinds, so that a send through an `ifLet` makes one call, not two (measured: 13
  /// instructions fewer for a send to the parent, 10 per level of a nested send).
  @inlinable
  @inline(__always)
  func reduce<Identity: ChildIdentity>(
    into state: inout Parent.State, action: Parent.Action, childAt offset: Int?,
    clearingEphemeralChild isEphemeral: Bool, tellingChildrenApartBy _: Identity.Type
  ) -> Effect<Parent.Action> {
    // The child the parent gets to see, `nil` when there is none.
    var childBefore: Identity?
    var childEffect = Effect<Parent.Action>.none
    // Whether the child ran this action.
    var ranChild = false
    if let childAction = toChildAction.extract(from: action) {
      // One access to the child state both checks that it is there and reduces it.
      let effect = toChildState.modify(&state, at: offset) { childState -> Effect<Child.Action>? in
        guard childState != nil else { return nil }
        let effect = child.reduce(into: &childState!, action: childAction)
        childBefore = Identity(of: childState!)
        return effect
      }
      if let effect {
        ranChild = true
        childEffect = effect.scopedToChild(
          toChildState.navigationID(identifier: childBefore!.identifier),
          embed: toChildAction._embed
        )
      } else {
        Self.reportOrphan(action, at: site)
      }
    } else {
      childBefore = toChildState.identity(in: &state, at: offset, as: Identity.self)
    }
    let parentEffect = parent.reduce(into: &state, action: action)
    if isEphemeral, ranChild,
      toChildState.identity(in: &state, at: offset, as: Identity.self) == childBefore
    {
      toChildState.modify(&state, at: offset) { $0 = nil }
    }
    // NB: The navigation id is built only when the child changed.
    guard let childBefore,
      toChildState.identity(in: &state, at: offset, as: Identity.self) != childBefore
    else {
      return childEffect.merge(with: parentEffect)
    }
    return childEffect.merge(with: parentEffect)
      .merge(
        with: .cancelEffects(of: toChildState.navigationID(identifier: childBefore.identifier)))
  }

  /// Reports a child action that arrived while the child state was `nil`. Static and given
  /// only the site, so that the send path does not keep a copy of the whole reducer for it.
  @usableFromInline
  static func reportOrphan(_ action: Parent.Action, at site: ReducerSite) {
    site.reportIssue(
      """
      An "ifLet" at "\(site)" received a child action when child state was "nil". \
      The action was ignored:

        \(action)

      This usually means the child state was set to "nil" while the child still had an \
      effect in flight, or a view sent an action for a child that is gone. Cancel the \
      child's effects or stop sending once it is dismissed.
      """
    )
  }
}
