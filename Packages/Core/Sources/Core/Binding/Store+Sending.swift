/// A value a view sets by sending an action built from it, TCA's `sending`: where TCA writes
/// `TextField("Name", text: $store.name.sending(\.nameChanged))`, a SwiftUI view over Core
/// writes `$store[state: \.name, action: .case(Action.nameChanged, \.nameChanged)]`, a
/// `Binding` through a `ReferenceWritableKeyPath` with the two as its arguments (hence
/// ``AnyCasePath`` is `Hashable`).
extension Store {
  /// The value at `state`, read as `store.name` is (tracked); setting it sends
  /// `action.embed(newValue)` and reads nothing.
  @inlinable
  public subscript<Value: Equatable>(
    state state: KeyPath<State, Value>, action action: AnyCasePath<Action, Value>
  ) -> Value {
    get { boundValue(at: state) }
    set { send(action.embed(newValue)) }
  }
}

extension AnyCasePath: Hashable {
  /// Equal when their routes are (``RouteID``): the same embedding code. Two case paths made
  /// by one closure with different captured values are equal, and one case written at two
  /// places may not be.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.route == rhs.route
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(route)
  }
}
