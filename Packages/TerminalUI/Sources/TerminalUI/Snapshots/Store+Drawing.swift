import Effects

extension Store {
  /// A store that holds `state` and ignores what it is sent: what a test hands a view to
  /// draw the screen of one state.
  ///
  /// ```swift
  /// expectSnapshot(of: LoginView.screen(.drawing(Login.State())), size: size, matches: ...)
  /// ```
  public static func drawing(_ state: State) -> Store {
    Store(initialState: state) { EmptyReducer() }
  }
}
