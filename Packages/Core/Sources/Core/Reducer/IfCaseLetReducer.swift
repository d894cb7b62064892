extension Reducer {
  /// Runs `child` on one case of enum state while the state is in that case, then this
  /// reducer.
  ///
  /// When the child goes away, every effect it started is cancelled: when this reducer moves
  /// the state to another case, and when it puts another child in the same case. Another
  /// child means, when the case's state is `Identifiable`, another `id`: make it
  /// `Identifiable` so that `.login(Login.State())` over `.login(old)` is a new child whose
  /// predecessor's requests are cancelled (without an `id`, every value of the case is the
  /// same child, as in TCA). A child action that arrives while the state is in another case is
  /// ignored and reported as an issue that names the action.
  ///
  /// ```swift
  /// enum State { case login(Login.State), tabBar(TabBar.State) }
  ///
  /// Reduce { state, action in ... }
  ///   .ifCaseLet(.case(State.login, \.login), action: .case(Action.login, \.login)) { Login() }
  ///   .ifCaseLet(.case(State.tabBar, \.tabBar), action: .case(Action.tabBar, \.tabBar)) { TabBar() }
  /// ```
  public func ifCaseLet<CaseState, CaseAction, Child: Reducer>(
    _ toCaseState: AnyCasePath<State, CaseState>,
    action toCaseAction: AnyCasePath<Action, CaseAction>,
    @ReducerBuilder<CaseState, CaseAction> then child: () -> Child,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _IfCaseLetReducer<Self, Child>
  where Child.State == CaseState, Child.Action == CaseAction {
    _IfCaseLetReducer(
      parent: self, child: child(), toCaseState: toCaseState, toCaseAction: toCaseAction,
      site: ReducerSite(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }
}

/// The reducer `ifCaseLet` builds: a child on one case of enum state, then the parent.
public struct _IfCaseLetReducer<Parent: Reducer, Child: Reducer>: Reducer {
  @usableFromInline let parent: Parent
  @usableFromInline let child: Child
  @usableFromInline let toCase: CaseChildPath<Parent.State, Child.State>
  @usableFromInline let toCaseAction: AnyCasePath<Parent.Action, Child.Action>

  @usableFromInline
  init(
    parent: Parent, child: Child,
    toCaseState: AnyCasePath<Parent.State, Child.State>,
    toCaseAction: AnyCasePath<Parent.Action, Child.Action>,
    site: ReducerSite
  ) {
    self.parent = parent
    self.child = child
    self.toCase = CaseChildPath(toCaseState: toCaseState, site: site)
    self.toCaseAction = toCaseAction
  }

  /// Runs the child (when the state is in its case and the action is the child's), then the
  /// parent, and cancels the child's effects if the state left the case or another child
  /// took its place.
  @inlinable
  public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action>
  {
    let traits = identityTraits(Child.State.self)
    if traits.hasPlainID {
      return reduce(into: &state, action: action, tellingChildrenApartBy: PlainIdentifiedChild.self)
    }
    return traits.hasValueIdentity
      ? reduce(into: &state, action: action, tellingChildrenApartBy: IdentifiedChild.self)
      : reduce(into: &state, action: action, tellingChildrenApartBy: AnyChild.self)
  }

  @inlinable
  func reduce<Identity: ChildIdentity>(
    into state: inout Parent.State, action: Parent.Action, tellingChildrenApartBy _: Identity.Type
  ) -> Effect<Parent.Action> {
    let childEffect = reduceChild(into: &state, action: action)
    let childBefore = identity(in: state, as: Identity.self)
    let parentEffect = parent.reduce(into: &state, action: action)
    // NB: The navigation id is built only when the child changed.
    guard let childBefore, identity(in: state, as: Identity.self) != childBefore else {
      return childEffect.merge(with: parentEffect)
    }
    return childEffect.merge(with: parentEffect)
      .merge(with: .cancelEffects(of: navigationID(identifier: childBefore.identifier)))
  }

  /// The identity of the case's child in `state`, or `nil` in another case.
  @inlinable
  func identity<Identity: ChildIdentity>(in state: Parent.State, as _: Identity.Type) -> Identity? {
    toCase.toCaseState.extract(from: state).map(Identity.init(of:))
  }

  /// The navigation id of this `ifCaseLet`'s child with `identifier`. A case is named by the
  /// call site of this `ifCaseLet`, its parent's state type and its own: a helper that calls
  /// `ifCaseLet` for two parents at one level of a store names two children.
  @usableFromInline
  func navigationID(identifier: ChildKey) -> NavigationID {
    NavigationID(
      site: CaseSite(site: toCase.site, parent: ObjectIdentifier(Parent.State.self)),
      type: Child.State.self, identifier: identifier)
  }

  /// Inlinable, so that it is specialized for the child: unspecialized, reading and writing
  /// the case's state asked the runtime for its metadata on every send.
  @inlinable
  func reduceChild(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action> {
    guard let childAction = toCaseAction.extract(from: action),
      case let (effect, identifier)? = toCase.modify(
        &state, action: action, by: "An \"ifCaseLet\"",
        { caseState in
          let effect = child.reduce(into: &caseState, action: childAction)
          return (effect, effect.isNone ? .none : navigationIdentifier(of: caseState))
        })
    else { return .none }
    if effect.isNone { return .none }
    return effect.scopedToChild(
      navigationID(identifier: identifier), embed: toCaseAction._embed
    )
  }
}

/// Where an `ifCaseLet` keeps its child: its call site in the parent of that state type. Two
/// words, so that wrapped in the ``NavigationID``'s `AnyHashable` it needs no allocation.
@usableFromInline
struct CaseSite: Hashable, Sendable {
  let site: ReducerSite
  let parent: ObjectIdentifier

  @usableFromInline
  init(site: ReducerSite, parent: ObjectIdentifier) {
    self.site = site
    self.parent = parent
  }
}
