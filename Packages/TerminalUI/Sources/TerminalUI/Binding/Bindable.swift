/// What SwiftUI's `@Bindable` is to a SwiftUI view: `$store.username` is a ``Binding``
/// through the `ReferenceWritableKeyPath` `\Store.username`, and so are Core's settable
/// subscripts (`$store[state: \.sheet, action: …]`). A view takes its store as
/// `@Bindable _ store: StoreOf<Feature>` and hands `$store…` to controls, as a SwiftUI view
/// over TCA does with `@Bindable var store`.
@MainActor
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Object: AnyObject> {
  public var wrappedValue: Object

  public init(wrappedValue: Object) {
    self.wrappedValue = wrappedValue
  }

  public init(_ object: Object) {
    self.wrappedValue = object
  }

  public var projectedValue: Self { self }

  public subscript<Value>(dynamicMember keyPath: ReferenceWritableKeyPath<Object, Value>)
    -> Binding<Value>
  {
    let object = wrappedValue
    return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
  }
}
