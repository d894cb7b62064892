/// An action with a case for ``BindingAction``s, so that ``BindingReducer`` can apply them and
/// a test can send `.set(\.field, value)`.
///
/// Conform by adding the case and the property that extracts it:
///
/// ```swift
/// enum Action: BindableAction {
///   case binding(BindingAction<State>)
///   case loginButtonTapped
///   var binding: BindingAction<State>? { if case let .binding(a) = self { a } else { nil } }
/// }
/// ```
public protocol BindableAction {
  associatedtype State

  /// Wraps a binding action; the enum case satisfies it.
  static func binding(_ action: BindingAction<State>) -> Self

  var binding: BindingAction<State>? { get }
}

extension BindableAction {
  /// The action setting the field at `keyPath` to `value`: `.set(\.username, "ada")`.
  public static func set<Value: Equatable & Sendable>(
    _ keyPath: WritableKeyPath<State, Value> & Sendable,
    _ value: Value
  ) -> Self {
    .binding(.set(keyPath, value))
  }
}
