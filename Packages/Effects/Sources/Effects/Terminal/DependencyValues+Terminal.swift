extension DependencyValues {
  /// The app's terminal: raw mode, key presses, frames and the window size.
  ///
  /// ```swift
  /// @Dependency(\.terminal) var terminal
  /// ```
  public var terminal: TerminalClient {
    get { self[TerminalClient.self] }
    set { self[TerminalClient.self] = newValue }
  }
}
