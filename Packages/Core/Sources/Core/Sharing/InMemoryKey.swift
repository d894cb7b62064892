extension SharedReaderKey {
  /// A key for a value kept in memory, shared by every holder of the same name, and lost when
  /// the program ends.
  ///
  /// ```swift
  /// @Shared(.inMemory("count")) var count = 0
  /// ```
  ///
  /// The values live in ``DependencyValues/defaultInMemoryStorage``: one storage for the
  /// program, a fresh one for every test.
  public static func inMemory<Value: Sendable>(_ key: String) -> Self
  where Self == InMemoryKey<Value> {
    InMemoryKey(key)
  }
}

/// A ``SharedKey`` for a value kept in memory under a name. Create it with
/// `.inMemory("name")`.
public struct InMemoryKey<Value: Sendable>: SharedKey, CustomStringConvertible {
  private let key: String
  private let storage: InMemoryStorage

  /// A key for the value named `key` in the storage of the dependencies in force.
  public init(_ key: String) {
    @Dependency(\.defaultInMemoryStorage) var storage
    self.key = key
    self.storage = storage
  }

  /// The name and storage: keys with the same name in the same storage share one value.
  public var id: InMemoryKeyID {
    InMemoryKeyID(key: key, storage: ObjectIdentifier(storage))
  }

  /// `.inMemory("name")`, as failure messages show it.
  public var description: String {
    ".inMemory(\(customDump(key)))"
  }

  /// The stored value; when there is none, stores the initial value and uses it.
  public func load(context: LoadContext<Value>, continuation: LoadContinuation<Value>) {
    // NB: Unwrapped before the cast: a missing value cast to an optional `Value` succeeds (as
    // `nil`), and a key of `Int?` with a default would start at `nil`.
    if let stored = storage.value(forKey: key), let value = stored as? Value {
      continuation.resume(returning: value)
      return
    }
    if let initialValue = context.initialValue {
      storage.setValue(initialValue, forKey: key)
    }
    continuation.resumeReturningInitialValue()
  }

  /// Nothing changes an in-memory value but its references, which share it already.
  public func subscribe(context: LoadContext<Value>, subscriber: SharedSubscriber<Value>)
    -> SharedSubscription
  {
    SharedSubscription {}
  }

  public func save(_ value: Value, context: SaveContext, continuation: SaveContinuation) {
    storage.setValue(value, forKey: key)
    continuation.resume()
  }
}

/// The identity of an ``InMemoryKey``: its name and its storage.
public struct InMemoryKeyID: Hashable, Sendable {
  let key: String
  let storage: ObjectIdentifier
}

/// Where ``InMemoryKey`` values live: a dictionary of values by name.
public final class InMemoryStorage: Sendable {
  private let values = LockIsolated<[String: any Sendable]>([:])

  public init() {}

  public func value(forKey key: String) -> (any Sendable)? {
    values.withValue { $0[key] }
  }

  public func setValue(_ value: any Sendable, forKey key: String) {
    values.withValue { $0[key] = value }
  }
}

extension InMemoryStorage: DependencyKey {
  /// One storage for the program.
  public static var liveValue: InMemoryStorage { InMemoryStorage() }
  /// A fresh storage for every test.
  public static var testValue: InMemoryStorage { InMemoryStorage() }
  /// A fresh storage for every preview.
  public static var previewValue: InMemoryStorage { InMemoryStorage() }
}

extension DependencyValues {
  /// The storage of `.inMemory` keys: one for the program, a fresh one for every test (like
  /// every other dependency's default), so tests never see each other's values.
  public var defaultInMemoryStorage: InMemoryStorage {
    get { self[InMemoryStorage.self] }
    set { self[InMemoryStorage.self] = newValue }
  }
}
