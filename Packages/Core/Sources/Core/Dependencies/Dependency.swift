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
  private let keyPath: KeyPath<DependencyValues, Value> & Sendable

  /// Reads the dependency at `keyPath`, such as `\.numberFact`.
  public init(_ keyPath: KeyPath<DependencyValues, Value> & Sendable) {
    self.keyPath = keyPath
  }

  /// The dependency's current value.
  public var wrappedValue: Value {
    DependencyValues.current[keyPath: keyPath]
  }
}
