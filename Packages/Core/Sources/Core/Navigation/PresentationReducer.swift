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
    let layout = site.childLayout(of: toPresentationState, childState: Child.State.self)
    if layout.hasPlainID {
      return reduce(
        into: &state, action: action, layout: layout,
        tellingChildrenApartBy: PlainIdentifiedChild.self)
    }
    return layout.hasValueIdentity
      ? reduce(
        into: &state, action: action, layout: layout, tellingChildrenApartBy: IdentifiedChild.self)
      : reduce(
        into: &state, action: action, layout: layout, tellingChildrenApartBy: AnyChild.self)
  }

  /// `reduce(into:action:)`, comparing children by `Identity` (as `ifLet` does).
  ///
  /// The child's identity is only computed when the wrapper's mark cannot answer: for an
  /// action of the parent's own, when the recorded id is known to name the child (the child's
  /// own last action confirmed it, or it was just recorded) and the parent leaves the wrapper
  /// alone, nothing is compared at all. A child whose state is a class can change without
  /// the wrapper knowing, so it is always compared. A ``NavigationID`` is built only when the
  /// child's effect is lifted, its effects are cancelled, or a new child is recorded.
  @inlinable
  func reduce<Identity: ChildIdentity>(
    into state: inout Parent.State, action: Parent.Action, layout: ChildLayout,
    tellingChildrenApartBy _: Identity.Type
  ) -> Effect<Parent.Action> {
    // NB: `\.$child` is a computed property: every access through the key path runs its getter
    // and copies the wrapper (two references), so it is read once before the reducers run and
    // once after, in place when its offset is proven (`WrapperOffset`).
    let offset = site.wrapperOffset(of: toPresentationState, in: state, record: layout.record)
    let before = readWrapper(&state, at: offset) { $0.pointee.mark }
    var childEffect = Effect<Parent.Action>.none
    var clearAfterParent = false
    // The child's identity before the parent runs, when it had to be computed; `nil` while the
    // recorded id stands for it.
    var childBefore: Identity??
    var stampBeforeParent = before.stamp
    var recordNamesChild = before.recordNamesChild

    switch toPresentationAction.extract(from: action) {
    case .none:
      if !recordNamesChild { childBefore = presented(in: &state, at: offset, as: Identity.self) }
    case .dismiss?:
      childBefore = presented(in: &state, at: offset, as: Identity.self)
      if before.isPresenting {
        clearAfterParent = true
      } else {
        Self.reportOrphan(action, at: site)
      }
    case let .presented(childAction)?:
      guard before.isPresenting else {
        Self.reportOrphan(action, at: site)
        childBefore = .some(nil)
        break
      }
      let child = modifyWrapper(&state, at: offset) {
        reduceChild(&$0, action: childAction, layout: layout, as: Identity.self)
      }
      childEffect = child.effect
      clearAfterParent = child.isEphemeral
      childBefore = child.identityUnlessRecorded.map { .some($0) }
      stampBeforeParent = child.stamp
      recordNamesChild = child.recordNamesChild
    }

    let parentEffect = parent.reduce(into: &state, action: action)
    let effects = childEffect.merge(with: parentEffect)
    if !clearAfterParent, recordNamesChild, !layout.isClass,
      readWrapper(&state, at: offset, { $0.pointee.stamp }) == stampBeforeParent
    {
      return effects
    }
    return effects.merge(
      with: settle(
        &state, at: offset, childBefore: childBefore, recorded: before.recorded,
        clearingChild: clearAfterParent))
  }

  /// After the reducers ran and the wrapper may have changed: clears an ephemeral or dismissed
  /// child, records the child now presented, and cancels the effects of a child that went
  /// away, or of one another reducer replaced since this one last ran.
  @inlinable
  func settle<Identity: ChildIdentity>(
    _ state: inout Parent.State, at offset: Int, childBefore computedChildBefore: Identity??,
    recorded: RecordedID?, clearingChild: Bool
  ) -> Effect<Parent.Action> {
    var childAfter = presented(in: &state, at: offset, as: Identity.self)
    // NB: Comparing identities copies their keys (an id other than an integer or a `UUID` is
    // compared as an `AnyHashable`): when the child did not change, one comparison with the
    // recorded id answers for both.
    let recordsChildAfter: Bool
    let unchanged: Bool
    let recordsChildBefore: Bool
    let dismissed: NavigationID?
    if let childBefore = computedChildBefore {
      if clearingChild, childAfter == childBefore {
        modifyWrapper(&state, at: offset) { $0.wrappedValue = nil }
        childAfter = nil
      }
      unchanged = childAfter == childBefore
      recordsChildAfter = isRecorded(recorded, childAfter)
      recordsChildBefore = unchanged ? recordsChildAfter : isRecorded(recorded, childBefore)
      dismissed = unchanged ? nil : childBefore.map(navigationID(of:))
    } else {
      // The recorded id named the child before the parent ran.
      recordsChildAfter = isRecorded(recorded, childAfter)
      unchanged = recordsChildAfter
      recordsChildBefore = true
      dismissed = unchanged ? nil : recorded.map { navigationID(identifiedBy: $0.id.identifier) }
    }
    if !recordsChildAfter {
      let id = childAfter.map(navigationID(of:))
      modifyWrapper(&state, at: offset) { $0.record(id) }
    }
    // A child another reducer put in place since this one last ran is a new presentation too.
    // NB: Its id is rebuilt at this site: a wrapper moved here from another presentation
    // holds that one's record, and its effects are not this one's to cancel.
    let replacedBehindOurBack: Effect<Parent.Action> =
      recorded != nil && !recordsChildBefore
      ? .cancelEffects(of: navigationID(identifiedBy: recorded!.id.identifier)) : .none
    let dismissal: Effect<Parent.Action> = dismissed.map { .cancelEffects(of: $0) } ?? .none
    return dismissal.merge(with: replacedBehindOurBack)
  }

  /// The identity of the presented child, or `nil` when nothing is presented.
  @inlinable
  func presented<Identity: ChildIdentity>(
    in state: inout Parent.State, at offset: Int, as _: Identity.Type
  ) -> Identity? {
    readWrapper(&state, at: offset) { $0.pointee.wrappedValue.map(Identity.init(of:)) }
  }

  /// `body` given the wrapper's address: in place at `offset` when it is proven
  /// (``WrapperOffset``), otherwise of a copy read through the key path.
  @inlinable
  func readWrapper<Result>(
    _ state: inout Parent.State, at offset: Int,
    _ body: (UnsafePointer<PresentationState<Child.State>>) -> Result
  ) -> Result {
    // NB: Given a pointer, not the wrapper: a copy would retain, and release, its storage and
    // its record.
    guard offset >= 0 else {
      return withUnsafePointer(to: state[keyPath: toPresentationState], body)
    }
    return withUnsafeMutableBytes(of: &state) { bytes in
      body(wrapper(in: bytes, at: offset))
    }
  }

  /// `body` given the wrapper to change: in place at `offset` when it is proven
  /// (``WrapperOffset``), otherwise through the key path.
  @inlinable
  func modifyWrapper<Result>(
    _ state: inout Parent.State, at offset: Int,
    _ body: (inout PresentationState<Child.State>) -> Result
  ) -> Result {
    guard offset >= 0 else { return body(&state[keyPath: toPresentationState]) }
    return withUnsafeMutableBytes(of: &state) { bytes in
      body(&wrapper(in: bytes, at: offset).pointee)
    }
  }

  @inlinable
  func wrapper(in state: UnsafeMutableRawBufferPointer, at offset: Int)
    -> UnsafeMutablePointer<PresentationState<Child.State>>
  {
    (state.baseAddress! + offset).assumingMemoryBound(to: PresentationState<Child.State>.self)
  }

  /// Whether `recorded`, the navigation id the state holds, names the child `identity`.
  /// Only this reducer records ids in its presentation state, so the site is its own and
  /// only the type and identifier are compared.
  @inlinable
  func isRecorded<Identity: ChildIdentity>(_ recorded: RecordedID?, _ identity: Identity?)
    -> Bool
  {
    // NB: Not a `switch` over the pair: building the tuple copies the record (a retain).
    guard let identity else { return recorded == nil }
    guard let recorded else { return false }
    return recorded.id.type == ObjectIdentifier(Child.State.self)
      && identity.isIdentified(by: recorded.id.identifier)
  }

  /// The navigation id of the child with `identity` presented here.
  @usableFromInline
  func navigationID<Identity: ChildIdentity>(of identity: Identity) -> NavigationID {
    navigationID(identifiedBy: identity.identifier)
  }

  /// The navigation id of the child with `identifier` presented here.
  @usableFromInline
  func navigationID(identifiedBy identifier: ChildKey) -> NavigationID {
    NavigationID(site: toPresentationState, type: Child.State.self, identifier: identifier)
  }

  /// Runs the presented child in place, in one access to the wrapper, and lifts its effect
  /// into the parent: dismissible, and cancelled with the child. When the recorded id still
  /// names the child, the record is confirmed, so that the sends that follow need not compare.
  @inlinable
  func reduceChild<Identity: ChildIdentity>(
    _ presentation: inout PresentationState<Child.State>, action: Child.Action,
    layout: ChildLayout, as _: Identity.Type
  ) -> PresentedChildRun<Parent.Action, Identity> {
    let effect = child.reducePresented(into: &presentation.wrappedValue!, action: action)
    // NB: Read in place: a copy of the child would retain, and then release, all it holds.
    let presented = presentation.presentedAddress
    let identity = Identity(of: presented.pointee)
    let recordNamesChild = isRecorded(presentation.recordedID, identity)
    if recordNamesChild { presentation.confirmRecord() }
    // NB: A type is ephemeral by itself, or an enum by its case when one of its cases can be.
    let isEphemeral =
      layout.isEphemeral || layout.hasEphemeralCases && isEphemeral(presented.pointee)
    return PresentedChildRun(
      effect: effect.isNone
        ? .none
        : effect.map { PresentationAction<Child.Action>.presented($0) }
          .dismissible { .dismiss }
          .scopedToChild(navigationID(of: identity), embed: toPresentationAction._embed),
      identityUnlessRecorded: recordNamesChild && !isEphemeral ? nil : identity,
      isEphemeral: isEphemeral,
      recordNamesChild: recordNamesChild, stamp: presentation.stamp)
  }

  /// Reports a presentation action that arrived while nothing was presented. Static and
  /// given only the site, so that the send path does not keep a copy of the whole reducer.
  @usableFromInline
  static func reportOrphan(_ action: Parent.Action, at site: ReducerSite) {
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

/// What running a presented child left: its lifted effect, its identity unless the recorded id
/// names it and it is not a dialog (which is cleared after the parent, comparing identities),
/// whether it is a dialog, whether the recorded id names it, and the wrapper's stamp
/// afterwards.
@usableFromInline
struct PresentedChildRun<Action, Identity: ChildIdentity> {
  @usableFromInline let effect: Effect<Action>
  @usableFromInline let identityUnlessRecorded: Identity?
  @usableFromInline let isEphemeral: Bool
  @usableFromInline let recordNamesChild: Bool
  @usableFromInline let stamp: UInt64

  @inlinable
  init(
    effect: Effect<Action>, identityUnlessRecorded: Identity?, isEphemeral: Bool,
    recordNamesChild: Bool,
    stamp: UInt64
  ) {
    self.effect = effect
    self.identityUnlessRecorded = identityUnlessRecorded
    self.isEphemeral = isEphemeral
    self.recordNamesChild = recordNamesChild
    self.stamp = stamp
  }
}
