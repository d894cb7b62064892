public struct KeyOutcome<Action> {
  /// In the order the session performs them.
  public var reactions: [Reaction<Action>]
  public var command: Command

  public enum Command: Equatable, Sendable {
    /// Keep running.
    case none
    /// Ctrl-C anywhere, `q` outside a text field.
    case quit
    /// Ctrl-Z.
    case suspend
  }

  /// The actions it sends, leaving out the bindings it sets.
  public var actions: [Action] { reactions.compactMap(\.action) }

  public static func send(_ actions: Action...) -> Self {
    Self(reactions: actions.map(Reaction.send), command: .none)
  }

  static func react(_ reaction: Reaction<Action>) -> Self {
    Self(reactions: [reaction], command: .none)
  }

  public static var ignored: Self { Self(reactions: [], command: .none) }
}
