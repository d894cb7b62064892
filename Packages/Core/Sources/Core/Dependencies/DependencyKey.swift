/// A key for a dependency that has values for tests and previews.
///
/// Conform a type (often the client itself) to declare the value a test sees when it does
/// not override the dependency. Interface-only modules conform to this protocol, and a live
/// module adds ``DependencyKey`` conformance.
///
/// ```swift
/// extension NumberFactClient: TestDependencyKey {
///   static let testValue = NumberFactClient(fact: unimplemented("NumberFactClient.fact"))
/// }
/// ```
public protocol TestDependencyKey<Value> {
  associatedtype Value: Sendable = Self

  /// The value used under a test runner. It should fail the test when it is called without
  /// being overridden.
  static var testValue: Value { get }

  /// The value used in previews and demos. Defaults to ``testValue``.
  static var previewValue: Value { get }
}

extension TestDependencyKey {
  /// By default a preview sees the test value.
  public static var previewValue: Value { testValue }
}

/// A key for a dependency that also has a live value, used when the program runs for real.
///
/// ```swift
/// extension NumberFactClient: DependencyKey {
///   static let liveValue = NumberFactClient(fact: { n in try await fetchFact(n) })
/// }
///
/// extension DependencyValues {
///   var numberFact: NumberFactClient {
///     get { self[NumberFactClient.self] }
///     set { self[NumberFactClient.self] = newValue }
///   }
/// }
/// ```
public protocol DependencyKey<Value>: TestDependencyKey {
  /// The type of the dependency's value; restated so it can be inferred from `liveValue`.
  associatedtype Value = Self

  static var liveValue: Value { get }
}

extension DependencyKey {
  /// By default a preview sees the live value.
  public static var previewValue: Value { liveValue }

  /// By default a test reports that the dependency has no test value, then sees the preview
  /// value. Declare a `testValue` that fails when called, so a test must say which endpoints
  /// it expects.
  public static var testValue: Value {
    reportIssue(
      """
      "\(Self.self)" has no test value, but was read in a test. Declare a "testValue" (one \
      that fails when called, such as "unimplemented(…)" endpoints), or override the \
      dependency in the test.
      """
    )
    return previewValue
  }
}
