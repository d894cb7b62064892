extension Store {
  /// A presented child's store, for a view to bind a sheet, a popover, an alert or a
  /// confirmation dialog to: TCA's `$store.scope(state: \.destination?.sheet, action:
  /// \.destination.sheet)`, which a SwiftUI view over Core writes
  /// `$store[state: \.sheet, action: .case(Action.sheet, \.sheet)]`.
  ///
  /// Reading gives the child's store, kept and tracked as the optional `scope` (`nil` while
  /// nothing is presented); its actions reach the parent as `.presented(…)`. Setting it to
  /// `nil`, as SwiftUI does when a person dismisses the sheet, sends `.dismiss` while the
  /// child is there, and nothing once it is gone (the parent dismissed it first).
  @inlinable
  public subscript<ChildState, ChildAction>(
    state state: KeyPath<State, ChildState?>,
    action action: AnyCasePath<Action, PresentationAction<ChildAction>>
  ) -> Store<ChildState, ChildAction>? {
    get {
      let embed = action._embed
      return keptOptionalChild(at: state, route: action.route) { embed(.presented($0)) }
    }
    set {
      guard newValue == nil, core.state[keyPath: state] != nil else { return }
      send(action.embed(.dismiss))
    }
  }
}
