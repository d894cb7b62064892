public enum ColorPolicy {
  /// Not when `NO_COLOR` is set to anything but the empty string (as no-color.org asks), and
  /// not when the output is not a terminal.
  public static func resolve(environment: [String: String], isTerminal: Bool) -> Bool {
    guard isTerminal else { return false }
    if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
    return true
  }
}
