/// A value a control reads and writes somewhere else, as SwiftUI's `Binding` is: a text field
/// bound to `$store.username` shows the store's username and, when a person edits it, sets
/// it there, which sends the store's binding action.
///
/// Made by ``Bindable``'s members (`$store.username`, `$store[state:action:]`) or by hand
/// with ``init(get:set:)``.
@MainActor
public struct Binding<Value> {
  private let get: @MainActor () -> Value
  private let set: @MainActor (Value) -> Void

  public init(get: @escaping @MainActor () -> Value, set: @escaping @MainActor (Value) -> Void) {
    self.get = get
    self.set = set
  }

  /// Read when a control is built (inside a part, so the read is tracked); set when a person
  /// changes the control.
  public var wrappedValue: Value {
    get { get() }
    nonmutating set { set(newValue) }
  }
}
