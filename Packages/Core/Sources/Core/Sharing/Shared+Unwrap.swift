import Foundation

extension Shared {
  /// A shared reference to the value inside a shared optional, or `nil` when it is `nil` now.
  ///
  /// ```swift
  /// @Shared(.inMemory("draft")) var draft: Draft? = nil
  /// if let editing = Shared($draft) { state.editor = Editor.State(draft: editing) }
  /// ```
  ///
  /// Should the optional become `nil` later, the reference goes on reading the last value it
  /// saw, and changes through it are kept by the reference alone.
  public init?(_ base: Shared<Value?>) {
    guard let value = base.wrappedValue else { return nil }
    self.init(box: SharedUnwrapBox(parent: base.box, lastValue: value))
  }

  /// A shared reference to the element with `id`, or `nil` when the array has none: how a
  /// parent hands one row of a shared collection to a child.
  ///
  /// ```swift
  /// @Shared(.fileStorage(factsURL)) var facts: IdentifiedArrayOf<Fact> = []
  /// guard let fact = $facts[id: id] else { return .none }  // Shared<Fact>
  /// ```
  public subscript<ElementID: Hashable, Element>(id id: ElementID) -> Shared<Element>?
  where Value == IdentifiedArray<ElementID, Element> {
    Shared<Element>(self[dynamicMember: \IdentifiedArray<ElementID, Element>.[id: id]])
  }
}

extension Shared: Identifiable where Value: Identifiable {
  /// The value's id, so a collection of shared values can be listed by id.
  public var id: Value.ID { wrappedValue.id }
}

/// The value inside a shared optional, remembering the last one it saw.
final class SharedUnwrapBox<Value>: SharedBox<Value>, @unchecked Sendable {
  // Safe because `lastValue` is only read and written with `lock` held; `parent` is immutable.
  let parent: SharedBox<Value?>
  private let lock = NSLock()
  private var lastValue: Value

  init(parent: SharedBox<Value?>, lastValue: Value) {
    self.parent = parent
    self.lastValue = lastValue
    super.init(observation: parent.observation)
  }

  override var root: any AnySharedRoot { parent.root }

  override func value(in rootValue: Any) -> Value {
    parent.value(in: rootValue) ?? remembered()
  }

  override func set(_ newValue: Value, in rootValue: inout Any) {
    parent.set(newValue, in: &rootValue)
  }

  override var currentValue: Value {
    guard let value = parent.currentValue else { return remembered() }
    remember(value)
    return value
  }

  override func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
    try parent.withLock { optional in
      var value = optional ?? remembered()
      let result = try body(&value)
      if optional != nil { optional = value }
      remember(value)
      return result
    }
  }

  override func isSame(as other: SharedBox<Value>) -> Bool {
    guard let other = other as? SharedUnwrapBox<Value> else { return false }
    return other.parent.isSame(as: parent)
  }

  private func remembered() -> Value {
    lock.lock()
    defer { lock.unlock() }
    return lastValue
  }

  private func remember(_ value: Value) {
    lock.lock()
    defer { lock.unlock() }
    lastValue = value
  }
}
