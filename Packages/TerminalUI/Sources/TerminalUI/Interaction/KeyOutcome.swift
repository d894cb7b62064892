/// What one key does: the actions to send, and whether the program should stop or suspend.
public struct KeyOutcome<Action> {
  /// The actions to send to the store, in order.
  public var actions: [Action]
  /// What the key asks of the program itself.
  public var command: Command

  /// What a key asks of the program itself.
  public enum Command: Equatable, Sendable {
    /// Nothing: keep running.
    case none
    /// Quit (Ctrl-C anywhere, `q` outside a text field).
    case quit
    /// Suspend like any terminal program (Ctrl-Z).
    case suspend
  }

  /// Sends `actions`, keeps running.
  public static func send(_ actions: Action...) -> Self { Self(actions: actions, command: .none) }

  /// Does nothing.
  public static var ignored: Self { Self(actions: [], command: .none) }
}
