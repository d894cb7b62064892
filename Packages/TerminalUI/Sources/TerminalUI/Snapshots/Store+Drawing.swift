import Effects

extension Store {
  /// Ignores what it is sent: what a test hands a view to draw the screen of one state.
  public static func drawing(_ state: State) -> Store {
    Store(initialState: state) { EmptyReducer() }
  }
}
