/// Dismisses the presented child feature that is running the current effect.
///
/// Read it with `@Dependency(\.dismiss)` inside a child integrated with
/// `ifLet(\.$child, action:destination:)` or pushed onto a stack integrated with
/// `forEach(\.path, action:destination:)`, and call it from an effect:
///
/// ```swift
/// @Dependency(\.dismiss) var dismiss
/// // ...
/// case .closeButtonTapped:
///   return .run { _ in await dismiss() }
/// ```
///
/// The parent receives `.dismiss` for a presented child (its state becomes `nil`), or
/// `.popFrom(id:)` for a stack element (it and the elements above it are popped); the child's
/// effects, including the one that called `dismiss`, are cancelled. `@Dependency(\.isPresented)`
/// tells a feature whether it can dismiss itself.
public struct DismissEffect: Sendable {
  private let dismiss: @Sendable () async -> Void

  /// Creates a dismiss effect that runs `dismiss`. Presentation creates these; tests can
  /// create one to record that a feature dismissed itself.
  public init(_ dismiss: @escaping @Sendable () async -> Void) {
    self.dismiss = dismiss
  }

  public func callAsFunction() async {
    await dismiss()
  }
}

private enum DismissKey: DependencyKey {
  static let liveValue = DismissEffect {
    reportIssue(
      """
      "dismiss" was called from an effect of a feature that is not presented. Present the \
      feature with "ifLet(\\.$child, action:destination:)", or push it onto a stack integrated with \
      "forEach(\\.path, action:destination:)", so that it can dismiss itself.
      """
    )
  }
  static let testValue = liveValue
}

extension DependencyValues {
  /// Dismisses the presented feature running the current effect. See ``DismissEffect``.
  public var dismiss: DismissEffect {
    get { self[DismissKey.self] }
    set { self[DismissKey.self] = newValue }
  }
}
