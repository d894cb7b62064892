private enum IsPresentedKey: DependencyKey {
  static let liveValue = false
  static let testValue = false
}

extension DependencyValues {
  /// Whether the feature reading it was presented (`ifLet(\.$child, …)`) or pushed onto a
  /// stack (`forEach(\.path, …)`) by its parent, and so can dismiss itself with
  /// ``dismiss``.
  ///
  /// ```swift
  /// @Dependency(\.isPresented) var isPresented
  /// @Dependency(\.dismiss) var dismiss
  /// // ...
  /// case .closeButtonTapped:
  ///   return isPresented ? .run { _ in await dismiss() } : .none
  /// ```
  ///
  /// It is `true` in the presented feature's reducer and in the effects that reducer
  /// starts, `false` elsewhere.
  public var isPresented: Bool {
    get { self[IsPresentedKey.self] }
    set { self[IsPresentedKey.self] = newValue }
  }
}
