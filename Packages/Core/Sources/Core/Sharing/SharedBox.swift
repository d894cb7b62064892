import Foundation

/// The root of a shared reference, without its value's type: what a test store tracks and
/// what failure messages name.
protocol AnySharedRoot: AnyObject, Sendable {
  /// How failures name the reference: its key (`.inMemory("count")`), or `Shared(value:)`.
  var name: String { get }
  /// The current value, read under the lock, ignoring any assertion in progress.
  var anyValue: Any { get }
  var isLoading: Bool { get }
  var loadError: (any Error)? { get }
  var saveError: (any Error)? { get }
  func load() async throws
  func save() async throws
}

/// Where a `Shared` or `SharedReader` reads and writes: a root reference, or a key path into
/// one (`$parent.field`).
class SharedBox<Value>: @unchecked Sendable {
  // Safe because subclasses are either immutable (`SharedPathBox`) or guard every stored
  // property with a lock (`SharedRoot`).

  /// The root's: every box of one root is observed as one value.
  let observation: SharedObservation

  init(observation: SharedObservation) {
    self.observation = observation
  }

  var root: any AnySharedRoot { fatalError("abstract") }

  /// This box's value inside a value of its root.
  func value(in rootValue: Any) -> Value { fatalError("abstract") }

  /// Writes `newValue` into a value of its root.
  func set(_ newValue: Value, in rootValue: inout Any) { fatalError("abstract") }

  var currentValue: Value { fatalError("abstract") }

  /// Mutates the value with the root locked, then saves it and tells stores.
  func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R { fatalError("abstract") }

  /// Whether `other` reads the same value: the same root, through the same path.
  func isSame(as other: SharedBox<Value>) -> Bool { fatalError("abstract") }

  /// The value as seen now: the current value, or, while a test store checks an assertion,
  /// the value on the side it is reading.
  @inline(__always)
  final func read() -> Value {
    observation.access()
    if SharedAssertion.isActive, let assertion = SharedAssertion.current {
      return value(in: assertion.rootValue(of: root, side: assertion.side))
    }
    return currentValue
  }

  /// What the root says of its key (`isLoading`, `loadError`, `saveError`), read as the value
  /// is: tracked inside `withObservationTracking`.
  final func status<Status>(_ read: (any AnySharedRoot) -> Status) -> Status {
    observation.access()
    return read(root)
  }

  /// The value on one side of an assertion in progress.
  final func read(_ side: SharedAssertion.Side, of assertion: SharedAssertion) -> Value {
    value(in: assertion.rootValue(of: root, side: side))
  }

  /// Mutates the value; while a test store checks an assertion, mutates the expected value
  /// instead, leaving the real one alone.
  @inline(__always)
  final func write<R>(_ body: (inout Value) throws -> R) rethrows -> R {
    if SharedAssertion.isActive, let assertion = SharedAssertion.current {
      var rootValue = assertion.rootValue(of: root, side: .expected)
      var value = value(in: rootValue)
      let result = try body(&value)
      set(value, in: &rootValue)
      assertion.setExpected(rootValue, of: root)
      return result
    }
    return try withLock(body)
  }
}

extension SharedBox where Value: Equatable {
  /// Whether two boxes hold equal values; while a test store compares expected and actual
  /// state, the left one as expected and the right one as the store left it.
  static func valuesAreEqual(_ lhs: SharedBox, _ rhs: SharedBox) -> Bool {
    if SharedAssertion.isActive, let assertion = SharedAssertion.current, assertion.isComparing {
      return lhs.read(.expected, of: assertion) == rhs.read(.actual, of: assertion)
    }
    return lhs.read() == rhs.read()
  }
}

/// A key path into another box: what `$parent.field` derives.
final class SharedPathBox<Parent, Value>: SharedBox<Value>, @unchecked Sendable {
  // Safe because both properties are immutable, and key paths are immutable values.
  let parent: SharedBox<Parent>
  let keyPath: KeyPath<Parent, Value>

  init(parent: SharedBox<Parent>, keyPath: KeyPath<Parent, Value>) {
    self.parent = parent
    self.keyPath = keyPath
    super.init(observation: parent.observation)
  }

  override var root: any AnySharedRoot { parent.root }

  override func value(in rootValue: Any) -> Value {
    parent.value(in: rootValue)[keyPath: keyPath]
  }

  override func set(_ newValue: Value, in rootValue: inout Any) {
    var parentValue = parent.value(in: rootValue)
    parentValue[keyPath: writableKeyPath] = newValue
    parent.set(parentValue, in: &rootValue)
  }

  override var currentValue: Value {
    parent.currentValue[keyPath: keyPath]
  }

  override func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
    try parent.withLock { try body(&$0[keyPath: writableKeyPath]) }
  }

  override func isSame(as other: SharedBox<Value>) -> Bool {
    guard let other = other as? SharedPathBox<Parent, Value> else { return false }
    return other.keyPath == keyPath && other.parent.isSame(as: parent)
  }

  /// Only a `Shared` derives through a key path, and only with a writable one.
  private var writableKeyPath: WritableKeyPath<Parent, Value> {
    keyPath as! WritableKeyPath<Parent, Value>
  }
}
