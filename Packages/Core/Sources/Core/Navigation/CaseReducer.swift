/// A reducer whose state and action are enums with one case per child feature: TCA's
/// `@Reducer enum`, written without the macro. The enum declares its cases' reducers once,
/// in a static body, and a parent integrates it with no trailing closure:
///
/// ```swift
/// enum Destination: CaseReducer {
///   enum State: Equatable, CaseReducerState {
///     typealias StateReducer = Destination
///     case edit(EditForm.State)
///     case alert(AlertState<Action.Alert>)
///   }
///   enum Action {
///     case edit(EditForm.Action)
///     case alert(Alert)
///     enum Alert { case confirmDelete }
///   }
///   static var body: some ReducerOf<Self> {
///     Scope(state: .case(State.edit, \.edit), action: .case(Action.edit, \.edit)) { EditForm() }
///   }
/// }
///
/// // In the parent:
/// .ifLet(\.$destination, action: .case(Action.destination, \.destination))
/// ```
///
/// `State` names its reducer (``CaseReducerState``) so that `ifLet` and the stack `forEach`
/// find the body from the state's type alone, as in TCA. A case with no logic of its own (an
/// alert) needs no `Scope`. The enum usually has no cases itself: nothing creates a value
/// of it.
public protocol CaseReducer<State, Action>: Reducer
where State: CaseReducerState, Body: Reducer, Body.State == State, Body.Action == Action {
  // NB: Restated so that the compiler infers `Body` from the static `body`, not `Never` from
  // the instance `body` of a reducer that implements `reduce(into:action:)`.
  associatedtype Body = Body

  /// The reducers of the cases, one `Scope` per case with logic of its own.
  @ReducerBuilder<State, Action>
  static var body: Body { get }
}

extension CaseReducer {
  /// The static ``body``: a value of the enum, should one exist, reduces as its type does.
  public var body: Body { Self.body }
}

/// The state of a ``CaseReducer``, naming that reducer.
public protocol CaseReducerState {
  associatedtype StateReducer: CaseReducer where StateReducer.State == Self
}

extension Reducer {
  /// Presents a ``CaseReducer`` enum: `ifLet(_:action:destination:)` with the enum's static
  /// body as the destination, as TCA's `ifLet(\.$destination, action: \.destination)`.
  @inlinable
  public func ifLet<DestinationState: CaseReducerState, DestinationAction>(
    _ toPresentationState: WritableKeyPath<State, PresentationState<DestinationState>>,
    action toPresentationAction: AnyCasePath<Action, PresentationAction<DestinationAction>>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _PresentationReducer<Self, DestinationState.StateReducer.Body>
  where DestinationState.StateReducer.Action == DestinationAction {
    ifLet(
      toPresentationState, action: toPresentationAction,
      destination: { DestinationState.StateReducer.body },
      fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Runs a ``CaseReducer`` enum on every screen of a stack: `forEach(_:action:destination:)`
  /// with the enum's static body, as TCA's `forEach(\.path, action: \.path)`.
  @inlinable
  public func forEach<DestinationState: CaseReducerState, DestinationAction>(
    _ toStackState: WritableKeyPath<State, StackState<DestinationState>>,
    action toStackAction: AnyCasePath<Action, StackAction<DestinationState, DestinationAction>>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _StackReducer<Self, DestinationState.StateReducer.Body>
  where DestinationState.StateReducer.Action == DestinationAction {
    forEach(
      toStackState, action: toStackAction,
      destination: { DestinationState.StateReducer.body },
      fileID: fileID, filePath: filePath, line: line, column: column)
  }
}
