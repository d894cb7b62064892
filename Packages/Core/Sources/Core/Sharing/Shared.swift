/// A value shared by reference between features, and optionally persisted through a key.
///
/// Hold it in a feature's state. Every copy of the state, every feature it is handed to and
/// every `@Shared` with the same key sees one value:
///
/// ```swift
/// struct Counter: Reducer {
///   struct State: Equatable {
///     @Shared(.inMemory("count")) var count = 0      // one value for every holder of "count"
///     @Shared(.fileStorage(.settingsURL)) var settings = Settings()  // kept across runs
///   }
///   // ...
///   case .incrementButtonTapped:
///     state.$count.withLock { $0 += 1 }   // mutate through the lock
///     return .none
/// }
/// ```
///
/// Read it as a plain value (`state.count`); change it with ``withLock(_:)``. A parent hands a
/// child a reference with `$count`, or a part of one with `$settings.theme` (a
/// `Shared<Theme>`); `Shared(value:)` shares a value without persisting it.
///
/// `Shared` is `Sendable` when its value is: effects can capture and change it. Changes are
/// atomic per `withLock` call, so 100 tasks incrementing 1,000 times each end at 100,000.
///
/// In a ``TestStore``, a change an action makes must be asserted in that `send`'s or
/// `receive`'s closure, as state is: `$0.$count.withLock { $0 = 1 }`.
@propertyWrapper
@dynamicMemberLookup
public struct Shared<Value> {
  let box: SharedBox<Value>

  init(box: SharedBox<Value>) {
    self.box = box
  }

  /// A shared reference to `value` with no key: nothing persists it, and only the features it
  /// is handed to (through `$value`) see it.
  ///
  /// ```swift
  /// state.child = Child.State(count: Shared(value: 0))
  /// ```
  public init(value: Value) {
    self.init(box: SharedRoot(value: value))
  }

  /// The same reference as `projectedValue`: how a `@Shared var count: Int` is initialised
  /// from a reference handed in (`self._count = Shared(projectedValue: count)`, or simply
  /// `self._count = count`).
  public init(projectedValue: Shared<Value>) {
    self = projectedValue
  }

  /// A reference to the value `key` holds, or to `wrappedValue` when the key has none yet.
  ///
  /// `wrappedValue` is evaluated only when the key has no value. Every `@Shared` with a key
  /// of the same id (in the same dependency scope) is the same reference.
  ///
  /// ```swift
  /// @Shared(.inMemory("count")) var count = 0
  /// ```
  public init(wrappedValue: @autoclosure () -> Value, _ key: some SharedKey<Value>) {
    self.init(box: PersistentReferences.current.root(for: key, initialValue: wrappedValue))
  }

  /// A reference to an optional value held by `key`, `nil` when the key has none.
  ///
  /// Disfavored, as in swift-sharing: a `Key.Default` of an optional value starts from its
  /// own default (the initializer given a `_SharedKeyDefault`), not from `nil`.
  @_disfavoredOverload
  public init<Wrapped>(_ key: some SharedKey<Value>) where Value == Wrapped? {
    self.init(wrappedValue: nil, key)
  }

  /// The current value.
  ///
  /// Read it freely; change it with ``withLock(_:)``. The setter exists so that code written
  /// for swift-sharing 1 compiles; it is deprecated there too.
  public var wrappedValue: Value {
    get { box.read() }
    @available(*, deprecated, message: "Use '$shared.withLock { $0 = newValue }'.")
    nonmutating set { box.write { $0 = newValue } }
  }

  /// The reference itself: hand it to a child (`Child.State(count: $count)`), derive a part
  /// of it (`$settings.theme`), or call ``withLock(_:)`` on it.
  public var projectedValue: Shared<Value> {
    get { self }
    set { self = newValue }
  }

  /// Changes the value with exclusive access, then saves it through the key and tells the
  /// stores that hold it.
  ///
  /// ```swift
  /// state.$count.withLock { $0 += 1 }
  /// ```
  ///
  /// Keep `operation` short: the reference is locked while it runs. Reading the same value
  /// inside it is allowed.
  @discardableResult
  public func withLock<R>(_ operation: (inout Value) throws -> R) rethrows -> R {
    try box.write(operation)
  }

  /// A shared reference to part of this value: `$settings.theme` is a `Shared<Theme>`; a
  /// change through it changes (and persists) `settings`.
  public subscript<Member>(dynamicMember keyPath: WritableKeyPath<Value, Member>) -> Shared<Member>
  {
    Shared<Member>(box: SharedPathBox(parent: box, keyPath: keyPath))
  }

  /// A read-only view of part of this value, through a property that cannot be set
  /// (`$settings.summary` for a computed `summary`): a ``SharedReader``, as in swift-sharing.
  public subscript<Member>(dynamicMember keyPath: KeyPath<Value, Member>) -> SharedReader<Member> {
    SharedReader(self)[dynamicMember: keyPath]
  }

  /// Whether the key is loading a value (during ``load()``, or when the key says so).
  public var isLoading: Bool { box.status(\.isLoading) }

  /// The error the key's last load failed with, such as a file that could not be decoded;
  /// `nil` once a load succeeds.
  public var loadError: (any Error)? { box.status(\.loadError) }

  /// The error the key's last save failed with; `nil` once a save succeeds.
  public var saveError: (any Error)? { box.status(\.saveError) }

  /// Loads a fresh value from the key, replacing the current one.
  ///
  /// Throws (and sets ``loadError``) when the key fails to load. Does nothing for a reference
  /// without a key.
  public func load() async throws {
    try await box.root.load()
  }

  /// Saves the current value through the key now, without waiting for coalesced writes.
  ///
  /// Throws (and sets ``saveError``) when the save fails. Does nothing for a reference
  /// without a key.
  public func save() async throws {
    try await box.root.save()
  }
}

// Safe because the reference guards its value with a lock and hands out copies; the key path
// of a derived reference is an immutable value.
extension Shared: @unchecked Sendable where Value: Sendable {}

extension Shared: Equatable where Value: Equatable {
  /// Whether the two references hold equal values (not whether they are the same reference).
  ///
  /// Inside a ``TestStore`` assertion, the left side is read as the test expects it and the
  /// right side as the store left it.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    SharedBox.valuesAreEqual(lhs.box, rhs.box)
  }
}

extension Shared: CustomDumpRepresentable {
  /// Dumps and diffs as its value.
  public var customDumpValue: Any { wrappedValue }
}

extension Shared: CustomStringConvertible {
  public var description: String { "\(wrappedValue)" }
}
