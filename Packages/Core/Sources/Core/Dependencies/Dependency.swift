/// Reads a dependency from the ``DependencyValues`` in force where it is used.
///
/// Declare it as a property of a reducer and read it in `reduce` or inside a `.run` effect;
/// an effect sees the dependencies that were in force when the action that started it was
/// reduced, including overrides made for a child reducer.
///
/// ```swift
/// struct Feature: Reducer {
///   @Dependency(\.numberFact) var numberFact
///   // ...
///   return .run { [count = state.count] send in
///     await send(.factResponse(Result { try await numberFact.fact(count) }))
///   }
/// }
/// ```
@propertyWrapper
public struct Dependency<Value>: Sendable {
  /// Where the value is read from.
  private enum Source: Sendable {
    /// A `DependencyValues` property. Held as the key path itself, not in a closure that
    /// captures it: a reducer holding `@Dependency` properties is made again for every action
    /// whose body builds it, and a capturing closure allocated its context each time.
    case keyPath(KeyPath<DependencyValues, Value> & Sendable)
    /// A key that is its own value: a closure, as reading by the key's type needs it.
    case key(@Sendable (DependencyValues) -> Value)
  }

  private let source: Source

  /// Reads the dependency at `keyPath`, such as `\.numberFact`.
  public init(_ keyPath: KeyPath<DependencyValues, Value> & Sendable) {
    source = .keyPath(keyPath)
  }

  /// Reads the dependency of a key that is its own value, with no `DependencyValues`
  /// property to declare:
  ///
  /// ```swift
  /// extension AuditLog: DependencyKey { static let liveValue = AuditLog(…) }
  /// @Dependency(AuditLog.self) var auditLog
  /// ```
  public init<Key: TestDependencyKey & SendableMetatype>(_ key: Key.Type) where Key.Value == Value {
    source = .key { $0[Key.self] }
  }

  /// The dependency's current value.
  public var wrappedValue: Value {
    switch source {
    case let .keyPath(keyPath): DependencyValues.current[keyPath: keyPath]
    case let .key(read): read(DependencyValues.current)
    }
  }
}
