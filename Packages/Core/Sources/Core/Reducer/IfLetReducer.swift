extension Reducer {
  /// Runs `child` on optional child state while it is present, then this reducer.
  ///
  /// When this reducer sets the child state to `nil`, every effect the child started is
  /// cancelled. A child action that arrives while the state is `nil` is ignored and
  /// reported as an issue that names the action.
  ///
  /// ```swift
  /// Reduce { state, action in ... }
  ///   .ifLet(\.alert, action: .case(Action.alert, \.alert)) { Alert() }
  /// ```
  ///
  /// - Parameters:
  ///   - toChildState: A writable key path to the optional child state.
  ///   - toChildAction: A case path to the child's actions.
  ///   - child: The child reducer.
  public func ifLet<ChildState, ChildAction, Child: Reducer>(
    _ toChildState: WritableKeyPath<State, ChildState?>,
    action toChildAction: AnyCasePath<Action, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> then child: () -> Child,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> _IfLetReducer<Self, Child>
  where Child.State == ChildState, Child.Action == ChildAction {
    _IfLetReducer(
      parent: self, child: child(), toChildState: .optional(toChildState), toChildAction: toChildAction,
      fileID: fileID, line: line
    )
  }

  /// Runs `child` on boxed optional child state while it is present, then this reducer.
  ///
  /// The same as the optional `ifLet`, for recursive state held in an ``Indirect`` stored
  /// property: the child is reached in place, with no copy of it or of its box.
  public func ifLet<ChildState, ChildAction, Child: Reducer>(
    _ toChildState: WritableKeyPath<State, Indirect<ChildState?>>,
    action toChildAction: AnyCasePath<Action, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> then child: () -> Child,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> _IfLetReducer<Self, Child>
  where Child.State == ChildState, Child.Action == ChildAction {
    _IfLetReducer(
      parent: self, child: child(), toChildState: .indirect(toChildState), toChildAction: toChildAction,
      fileID: fileID, line: line
    )
  }
}

/// Where an `ifLet` finds its optional child state: through a key path to the optional, or
/// to an ``Indirect`` box holding it.
@usableFromInline
enum OptionalChildPath<Root, Child> {
  case optional(WritableKeyPath<Root, Child?>)
  case indirect(WritableKeyPath<Root, Indirect<Child?>>)

  /// Calls `body` with the child state for in-place mutation, in one access.
  @inlinable
  func modify<Result>(_ root: inout Root, _ body: (inout Child?) -> Result) -> Result {
    switch self {
    case let .optional(path): body(&root[keyPath: path])
    case let .indirect(path): body(&root[keyPath: path].value)
    }
  }

  /// Whether the child state is there.
  @inlinable
  func isPresent(in root: Root) -> Bool {
    switch self {
    case let .optional(path): root[keyPath: path] != nil
    case let .indirect(path): root[keyPath: path].storage.value != nil
    }
  }

  /// The key path, to name the child for cancellation.
  @inlinable
  var keyPath: AnyKeyPath {
    switch self {
    case let .optional(path): path
    case let .indirect(path): path
    }
  }
}

/// The reducer `ifLet` builds: a child on optional state, then the parent.
public struct _IfLetReducer<Parent: Reducer, Child: Reducer>: Reducer {
  @usableFromInline let parent: Parent
  @usableFromInline let child: Child
  @usableFromInline let toChildState: OptionalChildPath<Parent.State, Child.State>
  @usableFromInline let toChildAction: AnyCasePath<Parent.Action, Child.Action>
  @usableFromInline let fileID: StaticString
  @usableFromInline let line: UInt

  @usableFromInline
  init(
    parent: Parent, child: Child,
    toChildState: OptionalChildPath<Parent.State, Child.State>,
    toChildAction: AnyCasePath<Parent.Action, Child.Action>,
    fileID: StaticString, line: UInt
  ) {
    self.parent = parent
    self.child = child
    self.toChildState = toChildState
    self.toChildAction = toChildAction
    self.fileID = fileID
    self.line = line
  }

  /// Runs the child (when present and the action is the child's), then the parent, and
  /// cancels the child's effects if its state went away.
  @inlinable
  public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action> {
    let wasPresent: Bool
    var childEffect = Effect<Parent.Action>.none
    if let childAction = toChildAction.extract(from: action) {
      // One access to the child state both checks that it is there and reduces it.
      let effect = toChildState.modify(&state) { childState -> Effect<Child.Action>? in
        guard childState != nil else { return nil }
        return child.reduce(into: &childState!, action: childAction)
      }
      wasPresent = effect != nil
      if let effect {
        childEffect = effect.scopedToChild(navigationID, embed: toChildAction._embed)
      } else {
        reportOrphan(action)
      }
    } else {
      wasPresent = toChildState.isPresent(in: state)
    }
    let parentEffect = parent.reduce(into: &state, action: action)
    guard wasPresent, !toChildState.isPresent(in: state) else {
      return childEffect.merge(with: parentEffect)
    }
    return childEffect.merge(with: parentEffect).merge(with: .cancel(id: navigationID))
  }

  @inlinable
  var navigationID: ChildNavigationID {
    ChildNavigationID(path: toChildState.keyPath, element: nil)
  }

  @usableFromInline
  func reportOrphan(_ action: Parent.Action) {
    reportIssue(
      """
      An "ifLet" at "\(fileID):\(line)" received a child action when child state was "nil". \
      The action was ignored:

        \(action)

      This usually means the child state was set to "nil" while the child still had an \
      effect in flight, or a view sent an action for a child that is gone. Cancel the \
      child's effects or stop sending once it is dismissed.
      """,
      fileID: "\(fileID)", line: line
    )
  }
}

/// Identifies one child of a parent: the path to its state and, for collections and enum
/// cases, which element or case it is. Used to cancel the child's effects when it goes away.
@usableFromInline
struct ChildNavigationID: Hashable, @unchecked Sendable {
  // Safe because key paths are immutable objects (`AnyKeyPath` predates Sendable
  // annotations), and `CancelID` only wraps `Sendable` values.
  @usableFromInline let path: AnyKeyPath?
  @usableFromInline let element: CancelID?

  @usableFromInline
  init(path: AnyKeyPath?, element: CancelID?) {
    self.path = path
    self.element = element
  }
}

extension Effect {
  /// A child's effect, lifted into the parent's actions, with its cancellation ids namespaced
  /// to the child and the whole of it cancellable by the child's id.
  @inlinable
  func scopedToChild<ParentAction>(
    _ id: @autoclosure () -> ChildNavigationID, embed: @escaping @Sendable (Action) -> ParentAction
  ) -> Effect<ParentAction> {
    if isNone { return .none }
    return liftedToParent(id(), embed: embed)
  }

  @usableFromInline
  func liftedToParent<ParentAction>(
    _ id: ChildNavigationID, embed: @escaping @Sendable (Action) -> ParentAction
  ) -> Effect<ParentAction> {
    map(embed).namespaced(CancelID(id)).cancellable(id: id)
  }
}
