import CoreThreadLocal

/// The dependencies in force: a value per ``TestDependencyKey``, falling back to the key's
/// default for the current ``DependencyContext``.
///
/// Reducers and effects read dependencies with ``Dependency``; tests and entry points
/// override them with ``withDependencies(_:operation:)-(_,()->R)`` or
/// `Store(initialState:reducer:withDependencies:)`. Extend it with one computed property per
/// client:
///
/// ```swift
/// extension DependencyValues {
///   var numberFact: NumberFactClient {
///     get { self[NumberFactClient.self] }
///     set { self[NumberFactClient.self] = newValue }
///   }
/// }
/// ```
public struct DependencyValues: Sendable {
  /// The dependencies in force here: those of the reducer running on this thread, if one is,
  /// otherwise those of the current task. A store sets them around every reducer call, and
  /// every `.run` effect restores the ones in force when it was created.
  public static var current: DependencyValues {
    ReduceScope.current?.values ?? taskLocal ?? PreparedDependencies.values
  }

  @TaskLocal static var taskLocal: DependencyValues?

  /// Runs `operation` with `values` as ``current``.
  ///
  /// Inside a reduce the values go into the reduce's thread-local slot, so code that reads
  /// the slot first sees them; elsewhere they are bound to the task.
  @usableFromInline
  static func withCurrent<R>(_ values: DependencyValues, operation: () throws -> R) rethrows -> R {
    if let scope = ReduceScope.current {
      return try ReduceScope.with(ReduceScope.Box(values, bodies: scope.bodies), operation)
    }
    return try $taskLocal.withValue(values, operation: operation)
  }

  /// Runs the async `operation` with `values` bound to the task as ``current``.
  static func withCurrent<R>(
    _ values: DependencyValues,
    isolation: isolated (any Actor)? = #isolation,
    operation: () async throws -> R
  ) async rethrows -> R {
    try await $taskLocal.withValue(values, operation: operation)
  }

  /// Runs `update` on `values` as a write: a key path write reads the value it replaces
  /// first (`$0[keyPath: \.calendar] = …`, `.dependency(\.calendar, …)`), and a default read
  /// only for that is not reported, as swift-dependencies does not report it.
  @usableFromInline
  static func write<R>(
    _ values: inout DependencyValues, _ update: (inout DependencyValues) throws -> R
  ) rethrows -> R {
    core_dependency_writes_add(1)
    defer { core_dependency_writes_add(-1) }
    return try update(&values)
  }

  // NB: Made with `init()`: the `[:]` literal calls `init(dictionaryLiteral:)`, which cost
  // about a fortieth of creating a root store.
  private var storage = [ObjectIdentifier: any Sendable]()

  /// Which defaults unset keys resolve to. Set it to run code against preview or live values.
  public var context: DependencyContext = .default

  /// Backs ``isPresented``: a stored flag and not a key, so that marking a presented child's
  /// dependencies copies no storage.
  @usableFromInline var presented = false

  public init() {}

  /// The value for `key`: the override if one was set, otherwise the key's default for
  /// ``context``.
  public subscript<Key: TestDependencyKey>(key: Key.Type) -> Key.Value {
    get {
      if let value = storage[ObjectIdentifier(key)] {
        // The storage only ever holds a `Key.Value` under `ObjectIdentifier(Key.self)`.
        return value as! Key.Value
      }
      return DefaultValues.value(for: key, context: context)
    }
    set {
      storage[ObjectIdentifier(key)] = newValue
    }
  }

  /// The value for the key `token` names: what `@Dependency(Key.self)` reads, through a key
  /// path.
  subscript<Key: TestDependencyKey>(token: DependencyKeyToken<Key>) -> Key.Value {
    self[Key.self]
  }
}

/// Names a dependency key in a key path, `\DependencyValues.[DependencyKeyToken<Key>()]`:
/// a key path's subscript arguments are hashable values, not types.
struct DependencyKeyToken<Key>: Hashable, Sendable {}

/// The default value of every key, resolved once per key and context and then cached: once
/// per test in a test process (see ``TestScope``), so that a test value that counts starts
/// afresh in every test, as swift-dependencies does.
private enum DefaultValues {
  private struct CacheKey: Hashable, @unchecked Sendable {
    // Safe because `test` holds an immutable test id value, only compared and hashed.
    let key: ObjectIdentifier
    let context: DependencyContext
    let test: AnyHashable?
  }

  private static let cache = LockIsolated<[CacheKey: any Sendable]>([:])

  static func value<Key: TestDependencyKey>(for key: Key.Type, context: DependencyContext)
    -> Key.Value
  {
    let cacheKey = CacheKey(key: ObjectIdentifier(key), context: context, test: TestScope.current)
    if let cached = cache.withValue({ $0[cacheKey] }) {
      return cached as! Key.Value
    }
    // NB: Resolved outside the lock: a default value may itself read other dependencies.
    // A resolution that reports an issue (a live-only key read in a test) is not cached, so
    // every read reports it, not only the first in the process.
    let issues = CollectingIssueReporter()
    let value = withIssueReporters([issues]) { resolve(key, context: context) }
    guard issues.messages.isEmpty else {
      // Read only to be replaced: neither reported nor cached, so a real read still is.
      if core_dependency_writes_get() > 0 { return value }
      for (message, location) in zip(issues.messages, issues.locations) {
        for reporter in IssueReporters.current {
          reporter.reportIssue(message, at: location)
        }
      }
      return value
    }
    return cache.withValue { cache in
      if let raced = cache[cacheKey] { return raced as! Key.Value }
      cache[cacheKey] = value
      return value
    }
  }

  private static func resolve<Key: TestDependencyKey>(_ key: Key.Type, context: DependencyContext)
    -> Key.Value
  {
    switch context {
    case .test:
      return Key.testValue
    case .preview:
      return Key.previewValue
    case .live:
      if let live = key as? any DependencyKey.Type {
        return liveValue(of: live) as! Key.Value
      }
      reportIssue(
        """
        "\(Key.self)" has no live value, but was read in a live context. Conform it to \
        "DependencyKey", or override it with "withDependencies". Using its preview value.
        """
      )
      return Key.previewValue
    }
  }

  private static func liveValue<Live: DependencyKey>(of key: Live.Type) -> any Sendable {
    Live.liveValue
  }
}

/// Which test the dependency defaults resolved now belong to.
///
/// - In a Swift Testing test, which may run in parallel with others: the running test,
///   `Test.current`, found at run time for every read (see ``SwiftTestingBridge``).
/// - Under XCTest, which runs one test at a time: a count that every new `TestStore`
///   advances, since Core cannot observe XCTest's test boundaries without linking it. A test's
///   first `TestStore` starts a fresh scope; a default read in a test before its first
///   `TestStore` still belongs to the scope of the previous test's stores.
/// - Outside tests: `nil`, one cache for the process.
enum TestScope {
  private static let xcTestGeneration = LockIsolated(0)

  static var current: AnyHashable? {
    guard DependencyContext.isRunningTests else { return nil }
    if let test = SwiftTestingBridge.currentTestID() { return test }
    // NB: Outside any test's task in a Swift Testing run: one scope, as outside tests.
    if TestFrameworkSymbols.isSwiftTestingRun { return nil }
    return AnyHashable(xcTestGeneration.value)
  }

  /// Starts a new scope for XCTest: called as a `TestStore` is created.
  static func beginXCTestScope() {
    guard !TestFrameworkSymbols.isSwiftTestingRun else { return }
    xcTestGeneration.withValue { $0 += 1 }
  }
}
