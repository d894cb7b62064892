import Effects

/// What a control does when a person uses it: sends an action to the screen's store, or sets
/// a ``Binding``, which sends through the store the binding was made from. Routing a key
/// only names its reactions (``KeyOutcome``); the session performs them, in order.
public enum Reaction<Action> {
  case send(Action)
  case set(@MainActor () -> Void)

  /// The action it sends, or `nil` for a binding it sets.
  public var action: Action? {
    if case let .send(action) = self { action } else { nil }
  }

  /// Sends to `send`, or sets the binding.
  @MainActor
  public func perform(sending send: (Action) -> Void) {
    switch self {
    case let .send(action): send(action)
    case let .set(write): write()
    }
  }

  /// Sends its action to `store`, or sets the binding: what a test does in a session's place.
  @MainActor
  public func perform<State>(on store: Store<State, Action>) {
    perform { store.send($0) }
  }

  /// A binding's write is the same in the parent: it already goes through its own store.
  public func map<NewAction>(_ transform: (Action) -> NewAction) -> Reaction<NewAction> {
    switch self {
    case let .send(action): .send(transform(action))
    case let .set(write): .set(write)
    }
  }
}
