/// One key and what it does on this screen, such as `Tab` `next`: a part of ``KeyHints``.
public struct KeyHint: Hashable, Sendable {
  /// The key's name, such as "Tab" or "q".
  public var key: String
  /// What it does, such as "next".
  public var action: String

  /// Creates a hint that `key` does `action`.
  public init(_ key: String, _ action: String) {
    self.key = key
    self.action = action
  }
}
