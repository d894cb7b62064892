import Effects

/// Works outside text fields only.
public struct Shortcut<Action> {
  /// A printable character other than `q` and `1`-`9`, or a key such as `.left`, `.up`,
  /// `.home` or `.end`, which then does this instead of what it does elsewhere (switching
  /// tabs for left and right, moving focus for up and down).
  public var key: KeyEvent
  /// For the bottom line: "increment".
  public var hint: String
  public var action: Action

  public init(_ character: Character, _ hint: String, _ action: Action) {
    self.init(key: .character(character), hint, action)
  }

  public init(key: KeyEvent, _ hint: String, _ action: Action) {
    self.key = key
    self.hint = hint
    self.action = action
  }

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

  public func map<NewAction>(_ transform: (Action) -> NewAction) -> Shortcut<NewAction> {
    Shortcut<NewAction>(key: key, hint, transform(action))
  }
}
