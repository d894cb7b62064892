/// A key that loads a shared value from somewhere outside the program, and tells shared
/// references when that value changes there: the read side of a persistence strategy.
///
/// `@SharedReader(.key) var value = default` holds one. Conform to ``SharedKey`` instead when
/// the value can also be saved. Core ships ``InMemoryKey`` (`.inMemory("name")`) and
/// ``FileStorageKey`` (`.fileStorage(url)`); the protocols have the same requirements as
/// swift-sharing 2's, so a custom key written for it ports by changing its imports.
///
/// Every `@Shared` or `@SharedReader` that uses a key with the same ``id`` (in the same
/// dependency scope: the program, or one test) holds one reference: a change made through
/// one is seen by all of them.
///
/// ## A custom key
///
/// A key that keeps a value in a table of the program's own (a stand-in for a SQLite table or
/// a remote configuration), read and written through a dependency, so tests can replace it:
///
/// ```swift
/// final class SettingsTable: Sendable {
///   private let rows = LockIsolated<[String: String]>([:])
///   private let observers = LockIsolated<[UUID: @Sendable (String?) -> Void]>([:])
///
///   func read(_ name: String) -> String? { rows.value[name] }
///
///   func write(_ value: String, _ name: String) throws {
///     rows.withValue { $0[name] = value }
///     for observer in observers.value.values { observer(value) }
///   }
///
///   func observe(_ onChange: @escaping @Sendable (String?) -> Void) -> UUID {
///     let id = UUID()
///     observers.withValue { $0[id] = onChange }
///     return id
///   }
///
///   func stopObserving(_ id: UUID) { observers.withValue { $0[id] = nil } }
/// }
///
/// extension SettingsTable: DependencyKey {
///   static var liveValue: SettingsTable { SettingsTable() }
///   static var testValue: SettingsTable { SettingsTable() }  // fresh in every test
/// }
///
/// struct SettingKey: SharedKey {
///   let name: String
///   let table: SettingsTable
///
///   init(_ name: String) {
///     @Dependency(SettingsTable.self) var table
///     self.name = name
///     self.table = table
///   }
///
///   // Two keys with the same name share one reference.
///   var id: String { name }
///
///   func load(context: LoadContext<String>, continuation: LoadContinuation<String>) {
///     if let value = table.read(name) {
///       continuation.resume(returning: value)
///     } else {
///       continuation.resumeReturningInitialValue()  // the `= default` of the declaration
///     }
///   }
///
///   func subscribe(
///     context: LoadContext<String>, subscriber: SharedSubscriber<String>
///   ) -> SharedSubscription {
///     let id = table.observe { value in
///       if let value { subscriber.yield(value) } else { subscriber.yieldReturningInitialValue() }
///     }
///     return SharedSubscription { table.stopObserving(id) }
///   }
///
///   func save(_ value: String, context: SaveContext, continuation: SaveContinuation) {
///     continuation.resume(with: Result { try table.write(value, name) })
///   }
/// }
///
/// extension SharedReaderKey where Self == SettingKey {
///   static func setting(_ name: String) -> Self { SettingKey(name) }
/// }
///
/// // In a feature's state:
/// @Shared(.setting("theme")) var theme = "light"
/// ```
///
/// `load` and `save` may resume their continuations at once (as this key does) or later,
/// from any thread; each must be resumed exactly once. `save` is called on every change, so a
/// key whose storage is slow should coalesce saves, as ``FileStorageKey`` does.
public protocol SharedReaderKey<Value>: Sendable {
  associatedtype Value: Sendable

  /// The identity of the key: keys with equal ids share one reference.
  associatedtype ID: Hashable = Self

  /// The identity of the key. Every `@Shared` or `@SharedReader` whose key has this id holds
  /// the same reference.
  var id: ID { get }

  /// Loads the value from the outside: resume `continuation` with it, with
  /// ``LoadContinuation/resumeReturningInitialValue()`` when there is none, or with an error.
  ///
  /// - Parameters:
  ///   - context: Why the value is loaded: a reference is being created with a default, or
  ///     someone called `load()`.
  ///   - continuation: Resume it exactly once, now or later.
  func load(context: LoadContext<Value>, continuation: LoadContinuation<Value>)

  /// Starts listening for changes made outside the program, and yields them to `subscriber`
  /// until the returned subscription is cancelled or released.
  func subscribe(context: LoadContext<Value>, subscriber: SharedSubscriber<Value>)
    -> SharedSubscription
}

extension SharedReaderKey where ID == Self {
  /// A key that is `Hashable` is its own identity.
  public var id: ID { self }
}

/// A key that can also save a shared value: the full persistence strategy behind
/// `@Shared(.key) var value = default`.
///
/// See ``SharedReaderKey`` for a worked example of a custom key.
public protocol SharedKey<Value>: SharedReaderKey {
  /// Saves `value` to the outside.
  ///
  /// Called after every change made with ``Shared/withLock(_:)`` (`context` is
  /// ``SaveContext/didSet``) and by ``Shared/save()`` (``SaveContext/userInitiated``). It is
  /// called while the reference is locked, so saves arrive in the order of the changes: return
  /// quickly and do slow work elsewhere.
  ///
  /// Resume `continuation` exactly once, when the save finished or failed.
  func save(_ value: Value, context: SaveContext, continuation: SaveContinuation)
}

/// Why a ``SharedReaderKey`` loads its value.
public enum LoadContext<Value> {
  /// A reference to the key is being created; the value is the declaration's default, used
  /// when the outside has no value.
  case initialValue(Value)
  /// Someone asked for a fresh value, with ``Shared/load()`` or ``SharedReader/load()``.
  case userInitiated

  /// The declaration's default, when the context carries one.
  public var initialValue: Value? {
    if case let .initialValue(value) = self { value } else { nil }
  }
}

extension LoadContext: Sendable where Value: Sendable {}

/// Why a ``SharedKey`` saves its value.
public enum SaveContext: Hashable, Sendable {
  /// The value changed through ``Shared/withLock(_:)``. A key may coalesce such saves.
  case didSet
  /// Someone asked for the value to be saved now, with ``Shared/save()``.
  case userInitiated
}
