import Effects

extension Screen {
  /// A child feature's screen, drawn from the child store at `state` and sending through
  /// `action`: the route is named once, for the scope and for the child's actions, as a
  /// SwiftUI view given `store.scope(state:action:)` sends through it.
  ///
  /// ```swift
  /// Screen.scoped(store, state: \.a1, action: .case(TabBar.Action.a1, \.a1), A1View.screen)
  /// ```
  @MainActor
  public static func scoped<State, ChildState, ChildAction>(
    _ store: Store<State, Action>,
    state: KeyPath<State, ChildState>,
    action: AnyCasePath<Action, ChildAction>,
    _ content: (Store<ChildState, ChildAction>) -> Screen<ChildAction>
  ) -> Screen<Action> {
    content(store.scope(state: state, action: action)).map(action.embed)
  }
}

extension Element {
  /// A child feature's elements inside this screen, drawn from the child store at `state` and
  /// sending through `action`, the route named once (see ``Screen/scoped(_:state:action:_:)``).
  ///
  /// ```swift
  /// Element.scoped(store, state: \.fact, action: .case(A1.Action.fact, \.fact)) {
  ///   FactLoaderView.elements($0)
  /// }
  /// ```
  @MainActor
  public static func scoped<State, ChildState, ChildAction>(
    _ store: Store<State, Action>,
    state: KeyPath<State, ChildState>,
    action: AnyCasePath<Action, ChildAction>,
    _ content: (Store<ChildState, ChildAction>) -> [Element<ChildAction>]
  ) -> [Element<Action>] {
    content(store.scope(state: state, action: action)).map { $0.map(action.embed) }
  }
}
