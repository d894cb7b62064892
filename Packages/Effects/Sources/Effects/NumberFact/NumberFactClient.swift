/// `liveValue` is in the module EffectsLive (`NumberFactClient+Live.swift`): the offline
/// catalogue shipped with the app; ``http(baseURL:timeout:session:)`` asks numbersapi.com.
/// `testValue`, `previewValue` and the named fakes are in `NumberFactClient+Test.swift`.
public struct NumberFactClient: Sendable {
  public var fact: @Sendable (_ number: Int) async throws -> String

  public init(fact: @escaping @Sendable (_ number: Int) async throws -> String) {
    self.fact = fact
  }

  /// A sentence that starts with the number itself. Throws a ``NumberFactError`` when no fact
  /// can be had, or `CancellationError` when the calling task is cancelled.
  public func fact(number: Int) async throws -> String {
    try await self.fact(number)
  }
}

extension NumberFactClient: TestDependencyKey {}

extension DependencyValues {
  public var numberFact: NumberFactClient {
    get { self[NumberFactClient.self] }
    set { self[NumberFactClient.self] = newValue }
  }
}
