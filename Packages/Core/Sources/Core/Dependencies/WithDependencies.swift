/// Runs `operation` with dependencies changed by `updateValues`, on top of those in force.
///
/// Everything `operation` does synchronously, and every store and effect it creates, sees
/// the changed values.
///
/// ```swift
/// let store = withDependencies {
///   $0.numberFact.fact = { "\($0) is a good number." }
/// } operation: {
///   Store(initialState: Feature.State()) { Feature() }
/// }
/// ```
@discardableResult
public func withDependencies<R>(
  _ updateValues: (inout DependencyValues) throws -> Void,
  operation: () throws -> R
) rethrows -> R {
  var values = DependencyValues.current
  try updateValues(&values)
  return try DependencyValues.withCurrent(values, operation: operation)
}

/// Runs the async `operation` with dependencies changed by `updateValues`, on top of those
/// in force.
@discardableResult
public func withDependencies<R>(
  _ updateValues: (inout DependencyValues) throws -> Void,
  operation: () async throws -> R,
  isolation: isolated (any Actor)? = #isolation
) async rethrows -> R {
  var values = DependencyValues.current
  try updateValues(&values)
  return try await DependencyValues.withCurrent(values, operation: operation)
}
