extension Store {
  /// A navigation stack's path, for a view to bind `NavigationStack(path:)` to: TCA's
  /// `NavigationStack(path: $store.scope(state: \.path, action: \.path))`, which a SwiftUI
  /// view over Core writes `NavigationStack(path: $store[state: \.path, action: .case(
  /// Action.path, \.path)])` with `.navigationDestination(for: StackState<Path.State>
  /// .Component.self)` showing `store.scope(state: \.path, action: …).scope(id: $0.id)`.
  ///
  /// Reading gives the screens with their ids, bottom first, tracked as `scopeElements()` is:
  /// a push or a pop tells a view that read it, a change inside a screen does not. Setting it
  /// to a shorter path, as SwiftUI does when a person goes back, sends `.popFrom(id:)` for
  /// the first screen it dropped; setting a longer one sends `.push(id:state:)` for its last
  /// screen, as a `NavigationLink` does; a path of the same length sends nothing.
  public subscript<ElementState, ElementAction>(
    state state: KeyPath<State, StackState<ElementState>>,
    action action: AnyCasePath<Action, StackAction<ElementState, ElementAction>>
  ) -> [StackState<ElementState>.Component] {
    get {
      let path = scope(state: state, action: action)
      _ = path.ids
      return path.withState(\.components)
    }
    set {
      let ids = core.state[keyPath: state].ids
      if newValue.count < ids.count {
        send(action.embed(.popFrom(id: ids[newValue.count])))
      } else if newValue.count > ids.count, let pushed = newValue.last {
        send(action.embed(.push(id: pushed.id, state: pushed.element)))
      }
    }
  }
}
