/// Tells an interesting fact about a number: the app's way to meet the outside world for
/// number facts.
///
/// Read it with `@Dependency(\.numberFact)` and call ``fact(number:)`` from an effect:
///
/// ```swift
/// @Dependency(\.numberFact) var numberFact
///
/// case .factButtonTapped:
///   return .run { [count = state.count] send in
///     await send(.factResponse(Result { try await numberFact.fact(number: count) }))
///   }
/// ```
///
/// A test overrides the endpoint it expects: `$0.numberFact.fact = { "\($0) is a number." }`.
///
/// Values:
/// - ``liveValue`` (`NumberFactClient+Live.swift`): the offline catalogue shipped with the
///   app (``catalogue(pick:)``); ``http(baseURL:timeout:session:)`` asks numbersapi.com.
/// - ``testValue`` (`NumberFactClient+Test.swift`): fails the test that calls it without
///   overriding it.
/// - ``previewValue``: the catalogue, always showing a number's first fact.
/// - ``failing(_:)`` and ``constant(_:)``: named fakes for tests and previews.
public struct NumberFactClient: Sendable {
  /// The endpoint behind ``fact(number:)``. Set it to override the client in a test.
  public var fact: @Sendable (_ number: Int) async throws -> String

  /// Creates a client from its endpoint.
  ///
  /// - Parameter fact: Returns a fact about a number, or throws a ``NumberFactError``.
  public init(fact: @escaping @Sendable (_ number: Int) async throws -> String) {
    self.fact = fact
  }

  /// Returns a sentence about `number` that starts with the number itself, such as
  /// `"28 is the second perfect number: 1 + 2 + 4 + 7 + 14 = 28."`.
  ///
  /// ```swift
  /// let fact = try await numberFact.fact(number: 28)
  /// ```
  ///
  /// - Parameter number: The number to tell a fact about.
  /// - Returns: The fact, one sentence.
  /// - Throws: A ``NumberFactError`` when no fact can be had: the service is offline or
  ///   answered badly, or the catalogue could not be loaded. `CancellationError` when the
  ///   calling task is cancelled.
  public func fact(number: Int) async throws -> String {
    try await self.fact(number)
  }
}

/// The test key: ``testValue`` and ``previewValue`` are in `NumberFactClient+Test.swift`.
extension NumberFactClient: TestDependencyKey {}

extension DependencyValues {
  /// The client that tells number facts. See ``NumberFactClient``.
  ///
  /// ```swift
  /// let store = Store(initialState: Counter.State()) {
  ///   Counter()
  /// } withDependencies: {
  ///   $0.numberFact = .constant("7 is the number of days in a week.")
  /// }
  /// ```
  public var numberFact: NumberFactClient {
    get { self[NumberFactClient.self] }
    set { self[NumberFactClient.self] = newValue }
  }
}
