/// The write side of a view: what SwiftUI's `@Bindable var store` binds to. `$store.username`
/// is a `Binding` through `\Store.username`, a `ReferenceWritableKeyPath`, whose setter is
/// here: setting a field sends the feature's binding action, as TCA's store does, and the
/// feature's ``BindingReducer`` applies it. A view reading the field through the store is told
/// of the change as of any other send.
///
/// ```swift
/// store.username = "ada"   // sends .binding(.set(\.username, "ada"))
/// store.state = .init()    // sends .binding(.set(\.self, …))
/// ```
extension Store where Action: BindableAction, Action.State == State {
  /// A field of the state, read as `store.count` is (tracked), and set as a view's binding
  /// sets it: the setter sends `.binding(.set(keyPath, newValue))` and reads nothing.
  @_disfavoredOverload
  @inlinable
  public subscript<Value: Equatable & Sendable>(
    dynamicMember keyPath: WritableKeyPath<State, Value>
  ) -> Value {
    get { boundValue(at: keyPath) }
    set { send(.set(keyPath.assumedSendable, newValue)) }
  }
}

extension Store {
  /// A field read for a binding: tracked inside a tracking, as `store.field` is. Outside
  /// one it is read and nothing else: Swift's key-path write runs this getter before every
  /// write, and asking the probe first spares that read the look-up of the member a view
  /// remembered (`Form.BindingSendShown` 9,775 instructions without it, 8,189 with).
  @usableFromInline
  func boundValue<Value: Equatable>(at keyPath: KeyPath<State, Value>) -> Value {
    guard TrackingProbe.isTracking() else { return core.state[keyPath: keyPath] }
    return self[dynamicMember: keyPath]
  }
}

extension Store where State: Equatable & Sendable, Action: BindableAction, Action.State == State {
  /// The whole state, read as ``state`` is, and set as a view's binding sets it: the setter
  /// sends `.binding(.set(\.self, newValue))`.
  @inlinable
  public var state: State {
    get {
      trackWholeState()
      return core.state
    }
    set { send(.set(\.self, newValue)) }
  }
}

extension Store
where Action: ViewAction, Action.ViewAction: BindableAction, Action.ViewAction.State == State {
  /// A field of the state, set as a view's binding sets it, for a feature whose view actions
  /// are bindable: the setter sends `.view(.binding(.set(keyPath, newValue)))`.
  @_disfavoredOverload
  @inlinable
  public subscript<Value: Equatable & Sendable>(
    dynamicMember keyPath: WritableKeyPath<State, Value>
  ) -> Value {
    get { boundValue(at: keyPath) }
    set { send(.view(.set(keyPath.assumedSendable, newValue))) }
  }
}

extension Store
where
  State: Equatable & Sendable, Action: ViewAction, Action.ViewAction: BindableAction,
  Action.ViewAction.State == State
{
  /// The whole state, set as a view's binding sets it: the setter sends
  /// `.view(.binding(.set(\.self, newValue)))`.
  @inlinable
  public var state: State {
    get {
      trackWholeState()
      return core.state
    }
    set { send(.view(.set(\.self, newValue))) }
  }
}

extension WritableKeyPath {
  /// This key path as `Sendable`, which a binding action needs. A key path that a view forms
  /// (`\.username`) captures nothing, and a key path object never changes once made.
  @usableFromInline
  var assumedSendable: WritableKeyPath<Root, Value> & Sendable {
    unsafeBitCast(self, to: (WritableKeyPath<Root, Value> & Sendable).self)
  }
}
