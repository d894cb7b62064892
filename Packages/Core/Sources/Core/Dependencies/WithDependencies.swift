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
  try DependencyValues.write(&values, updateValues)
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
  try DependencyValues.write(&values, updateValues)
  return try await DependencyValues.withCurrent(values, operation: operation)
}

/// Runs `operation` with the dependencies of `store` (the ones its reducer and effects see):
/// how a parent hands its dependencies to a store it creates.
///
/// ```swift
/// let child = withDependencies(from: parentStore) {
///   Store(initialState: Child.State()) { Child() }
/// }
/// ```
@MainActor
@discardableResult
public func withDependencies<State, Action, R>(
  from store: Store<State, Action>,
  operation: () throws -> R
) rethrows -> R {
  try DependencyValues.withCurrent(store.core.dependencies, operation: operation)
}

/// Runs `operation` with the dependencies of `store`, changed by `updateValues`.
///
/// ```swift
/// let child = withDependencies(from: parentStore) {
///   $0.numberFact = .previewValue
/// } operation: {
///   Store(initialState: Child.State()) { Child() }
/// }
/// ```
@MainActor
@discardableResult
public func withDependencies<State, Action, R>(
  from store: Store<State, Action>,
  _ updateValues: (inout DependencyValues) throws -> Void,
  operation: () throws -> R
) rethrows -> R {
  var values = store.core.dependencies
  try DependencyValues.write(&values, updateValues)
  return try DependencyValues.withCurrent(values, operation: operation)
}

/// Sets dependencies for the whole program: call it once at the entry point, before the
/// first store is created, for what every store, reducer and effect should see.
///
/// ```swift
/// @main struct App {
///   static func main() {
///     prepareDependencies { $0.numberFact = .http(baseURL: url) }
///     let store = Store(initialState: Root.State()) { Root() }
///     // ...
///   }
/// }
/// ```
///
/// Values set here are the base that `withDependencies` and a store's `withDependencies:`
/// change. A later call changes them further for code that runs after it. Every set of values
/// prepared is kept until the program ends, so that reading them takes no lock: a value that
/// a later call replaces is not released. A call that throws changes nothing.
public func prepareDependencies(_ updateValues: (inout DependencyValues) throws -> Void) rethrows {
  try PreparedDependencies.update(updateValues)
}
