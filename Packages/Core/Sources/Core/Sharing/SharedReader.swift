/// A read-only view of a shared value: it sees every change, but cannot make one.
///
/// Hold one when a feature must show a value it does not own, or when the key cannot save
/// (a remote configuration):
///
/// ```swift
/// @SharedReader(.inMemory("count")) var count = 0
/// ```
///
/// A `Shared` hands out a reader of itself with `SharedReader($count)`; `$reader.field`
/// derives a reader of part of the value.
@propertyWrapper
@dynamicMemberLookup
public struct SharedReader<Value> {
  let box: SharedBox<Value>

  init(box: SharedBox<Value>) {
    self.box = box
  }

  /// A reader of a constant value with no key.
  public init(value: Value) {
    self.init(box: SharedRoot(value: value))
  }

  /// A reader of `shared`: it sees every change made through `shared` or any other holder.
  public init(_ shared: Shared<Value>) {
    self.init(box: shared.box)
  }

  public init(projectedValue: SharedReader<Value>) {
    self = projectedValue
  }

  /// A reader of the value `key` holds, or of `wrappedValue` when the key has none yet.
  ///
  /// ```swift
  /// @SharedReader(.inMemory("count")) var count = 0
  /// ```
  public init(wrappedValue: @autoclosure () -> Value, _ key: some SharedReaderKey<Value>) {
    self.init(box: PersistentReferences.current.root(for: key, initialValue: wrappedValue))
  }

  /// A reader of an optional value held by `key`, `nil` when the key has none; disfavored, as
  /// ``Shared``'s.
  @_disfavoredOverload
  public init<Wrapped>(_ key: some SharedReaderKey<Value>) where Value == Wrapped? {
    self.init(wrappedValue: nil, key)
  }

  /// A reader of a value that never changes: for previews and tests.
  public static func constant(_ value: Value) -> Self {
    Self(value: value)
  }

  public var wrappedValue: Value {
    box.read()
  }

  /// The reader itself, to hand to a child or derive a part of.
  public var projectedValue: SharedReader<Value> {
    get { self }
    set { self = newValue }
  }

  public subscript<Member>(dynamicMember keyPath: KeyPath<Value, Member>) -> SharedReader<Member> {
    SharedReader<Member>(box: SharedPathBox(parent: box, keyPath: keyPath))
  }

  public var isLoading: Bool { box.status(\.isLoading) }

  /// The error the key's last load failed with; `nil` once a load succeeds.
  public var loadError: (any Error)? { box.status(\.loadError) }

  /// Loads a fresh value from the key. Throws (and sets ``loadError``) when the load fails.
  public func load() async throws {
    try await box.root.load()
  }
}

// Safe for the same reasons as `Shared`: the reference locks its value and hands out copies.
extension SharedReader: @unchecked Sendable where Value: Sendable {}

extension SharedReader: Equatable where Value: Equatable {
  /// Whether the two readers see equal values; inside a ``TestStore`` assertion, the left
  /// side as the test expects it and the right side as the store left it.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    SharedBox.valuesAreEqual(lhs.box, rhs.box)
  }
}

extension SharedReader: CustomDumpRepresentable {
  /// Dumps and diffs as its value.
  public var customDumpValue: Any { wrappedValue }
}

extension SharedReader: CustomStringConvertible {
  public var description: String { "\(wrappedValue)" }
}
