/// A key that sends an action on one screen, outside text fields: `+` increments a counter.
public struct Shortcut<Action> {
  /// The key, a printable character other than `q` and `1`-`9`.
  public var key: Character
  /// What it does, for the bottom line: "increment".
  public var hint: String
  /// What it sends.
  public var action: Action

  /// Creates a shortcut.
  public init(_ key: Character, _ hint: String, _ action: Action) {
    self.key = key
    self.hint = hint
    self.action = action
  }

  /// The same shortcut sending `transform(action)`.
  public func map<NewAction>(_ transform: (Action) -> NewAction) -> Shortcut<NewAction> {
    Shortcut<NewAction>(key, hint, transform(action))
  }
}
