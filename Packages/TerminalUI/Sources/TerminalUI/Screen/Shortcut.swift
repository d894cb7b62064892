import Effects

/// A key that sends an action on one screen, outside text fields: `+` increments a counter,
/// and on the replay viewer left and right step through a recording.
public struct Shortcut<Action> {
  /// The key: a printable character other than `q` and `1`-`9`, or a key such as `.left`,
  /// `.up`, `.home` or `.end`, which then does this instead of what it does elsewhere
  /// (switching tabs for left and right, moving focus for up and down).
  public var key: KeyEvent
  /// What it does, for the bottom line: "increment".
  public var hint: String
  /// What it sends.
  public var action: Action

  /// A shortcut on a printable character.
  public init(_ character: Character, _ hint: String, _ action: Action) {
    self.init(key: .character(character), hint, action)
  }

  /// A shortcut on any key.
  public init(key: KeyEvent, _ hint: String, _ action: Action) {
    self.key = key
    self.hint = hint
    self.action = action
  }

  /// How the bottom line names the key: the character itself, or `←`, `→`, `Home`, `End`.
  var keyName: String {
    switch key {
    case let .character(character): String(character)
    case .left: "←"
    case .right: "→"
    case .up: "↑"
    case .down: "↓"
    case .home: "Home"
    case .end: "End"
    default: key.description
    }
  }

  /// The same shortcut sending `transform(action)`.
  public func map<NewAction>(_ transform: (Action) -> NewAction) -> Shortcut<NewAction> {
    Shortcut<NewAction>(key: key, hint, transform(action))
  }
}
