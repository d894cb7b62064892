import Effects

extension Store {
  /// Ignores what it is sent: what a test hands a view to draw the screen of one state.
  public static func drawing(_ state: State) -> Store {
    Store(initialState: state) { EmptyReducer() }
  }

  /// Ignores what it is sent, as ``drawing(_:)`` does, but logs it: what a view test hands a
  /// view to see what a control sends, through a binding or not (`button.reaction.perform(on:
  /// store)`, then `sent.actions`).
  public static func recording(_ state: State) -> (store: Store, sent: SentActions<Action>) {
    let sent = SentActions<Action>()
    let store = Store(initialState: state) {
      Reduce { _, action in
        sent.actions.append(action)
        return .none
      }
    }
    return (store, sent)
  }
}

/// The actions a ``Store/recording(_:)`` store was sent, oldest first.
public final class SentActions<Action> {
  public fileprivate(set) var actions: [Action] = []

  /// The action the last reaction performed sent.
  public var last: Action? { actions.last }
}
