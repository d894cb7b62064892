/// A value sent across concurrency boundaries that the compiler cannot prove safe to send: the
/// programmer vouches for it, as swift-concurrency-extras' `UncheckedSendable` (which TCA
/// code uses) lets them.
///
/// ```swift
/// let formatter = UncheckedSendable(NumberFormatter())
/// return .run { send in await send(.formatted(formatter.value.string(from: 42) ?? "")) }
/// ```
///
/// Use it only for a value no two tasks touch at once (one made for a single effect, or one
/// that is immutable in practice): it turns off the compiler's check, not the race.
@dynamicMemberLookup
public struct UncheckedSendable<Value>: @unchecked Sendable {
  // NB: Unchecked by definition: the caller vouches for `Value`, as the type's name says.
  public var value: Value

  public init(_ value: Value) {
    self.value = value
  }

  /// The wrapped value, as a property wrapper would name it.
  public var wrappedValue: Value {
    get { value }
    set { value = newValue }
  }

  public subscript<Member>(dynamicMember keyPath: KeyPath<Value, Member>) -> Member {
    value[keyPath: keyPath]
  }
}
