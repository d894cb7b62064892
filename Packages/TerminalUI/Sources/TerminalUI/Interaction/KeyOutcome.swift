public struct KeyOutcome<Action> {
  public var actions: [Action]
  public var command: Command

  public enum Command: Equatable, Sendable {
    /// Keep running.
    case none
    /// Ctrl-C anywhere, `q` outside a text field.
    case quit
    /// Ctrl-Z.
    case suspend
  }

  public static func send(_ actions: Action...) -> Self { Self(actions: actions, command: .none) }

  public static var ignored: Self { Self(actions: [], command: .none) }
}
