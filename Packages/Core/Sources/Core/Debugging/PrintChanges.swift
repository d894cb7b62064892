extension Reducer {
  /// Prints each action this reducer receives and the state change it caused, as a diff.
  ///
  /// A debugging aid: add it to a feature while you work on it and remove it before you
  /// ship. Output looks like:
  ///
  /// ```
  /// received action:
  ///   Counter.Action.incrementButtonTapped
  ///   Counter.State(
  /// -   count: 0,
  /// +   count: 1,
  ///     … (1 unchanged)
  ///   )
  /// ```
  ///
  /// - Parameter output: Where each report goes; standard output by default.
  public func _printChanges(
    to output: @escaping (String) -> Void = { print($0) }
  ) -> _PrintChangesReducer<Self> {
    _PrintChangesReducer(base: self, output: output)
  }
}

/// The reducer `_printChanges()` builds.
public struct _PrintChangesReducer<Base: Reducer>: Reducer {
  let base: Base
  let output: (String) -> Void

  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    let before = state
    let effect = base.reduce(into: &state, action: action)
    var report = "received action:\n" + indented(customDump(action))
    if let change = diff(before, state) {
      // Diff lines start with a two-character marker, which lines them up with the action.
      report += "\n" + change
    } else {
      report += "\n  (No state changes)"
    }
    output(report)
    return effect
  }

  private func indented(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }.joined(
      separator: "\n")
  }
}
