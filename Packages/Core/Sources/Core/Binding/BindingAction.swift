/// An action that sets one field of a feature's state: what a form field sends, so that a
/// form needs no action per field.
///
/// A feature's action holds one case of it (see ``BindableAction``), and ``BindingReducer``
/// applies it:
///
/// ```swift
/// store.send(.binding(.set(\.username, "ada")))
/// store.send(.set(\.username, "ada"))   // the same, through BindableAction
/// ```
///
/// A reducer reacts to a field by matching its key path:
///
/// ```swift
/// case .binding(\.username):
///   state.error = nil
///   return .none
/// ```
///
/// A test receives one by the field's key path, through the action's case property:
/// `await store.receive(\.binding?.isOn)` (TCA writes `\.binding.isOn`).
@dynamicMemberLookup
public struct BindingAction<Root>: @unchecked Sendable {
  // Safe because the key path is an immutable object created from a `Sendable` key path,
  // and every closure and value stored is `Sendable`.

  public let keyPath: PartialKeyPath<Root>
  private let value: any Sendable
  private let apply: @Sendable (inout Root) -> Void
  private let valueIsEqual: @Sendable (any Sendable) -> Bool

  public static func set<Value: Equatable & Sendable>(
    _ keyPath: WritableKeyPath<Root, Value> & Sendable,
    _ value: Value
  ) -> Self {
    Self(
      keyPath: keyPath,
      value: value,
      apply: { $0[keyPath: keyPath] = value },
      valueIsEqual: { ($0 as? Value) == value }
    )
  }

  public func set(_ state: inout Root) {
    apply(&state)
  }

  /// The value this action sets, if the field holds a `Value`.
  public func value<Value>(as _: Value.Type = Value.self) -> Value? {
    value as? Value
  }

  /// The value this action sets the field at `keyPath` to, or `nil` when it sets another
  /// field.
  public subscript<Value>(dynamicMember keyPath: WritableKeyPath<Root, Value>) -> Value? {
    self.keyPath == keyPath ? value as? Value : nil
  }

  /// Whether `action` sets the field at `keyPath`, for matching in a `switch`:
  /// `case .binding(\.username):`.
  public static func ~= <Value>(keyPath: WritableKeyPath<Root, Value>, action: Self) -> Bool {
    action.keyPath == keyPath
  }
}

extension BindingAction: Equatable {
  /// Equal when they set the same field to equal values.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.keyPath == rhs.keyPath && lhs.valueIsEqual(rhs.value)
  }
}

extension BindingAction: CustomDumpStringConvertible {
  /// `.set(\State.field, value)`, as a test failure shows it.
  public var customDumpDescription: String {
    ".set(\(keyPath), \(customDump(value)))"
  }
}
