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
  /// Where the value is read from: the key path itself, not a closure that captures it. A
  /// reducer holding `@Dependency` properties is made again for every action whose body
  /// builds it, and a capturing closure allocated its context each time.
  private let keyPath: KeyPath<DependencyValues, Value> & Sendable

  public init(_ keyPath: KeyPath<DependencyValues, Value> & Sendable) {
    self.keyPath = keyPath
  }

  /// Reads the dependency of a key that is its own value, with no `DependencyValues`
  /// property to declare:
  ///
  /// ```swift
  /// extension AuditLog: DependencyKey { static let liveValue = AuditLog(…) }
  /// @Dependency(AuditLog.self) var auditLog
  /// ```
  public init<Key: TestDependencyKey & SendableMetatype>(_ key: Key.Type) where Key.Value == Value {
    keyPath = \DependencyValues.[DependencyKeyToken<Key>()]
  }

  public var wrappedValue: Value {
    DependencyValues.current[keyPath: keyPath]
  }
}
