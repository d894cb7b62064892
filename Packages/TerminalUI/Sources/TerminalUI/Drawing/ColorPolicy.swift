/// Decides whether to write colours and styles.
///
/// ```swift
/// let colors = ColorPolicy.resolve(
///   environment: ProcessInfo.processInfo.environment, isTerminal: isatty(1) == 1)
/// ```
public enum ColorPolicy {
  /// Whether to write SGR sequences: not when `NO_COLOR` is set to anything but the empty
  /// string (as no-color.org asks), and not when the output is not a terminal.
  ///
  /// - Parameters:
  ///   - environment: The process environment.
  ///   - isTerminal: Whether standard output is a terminal.
  public static func resolve(environment: [String: String], isTerminal: Bool) -> Bool {
    guard isTerminal else { return false }
    if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
    return true
  }
}
