/// `liveValue` is in the module EffectsLive (`AuthenticationClient+Live.swift`): the demo
/// accounts shipped with Effects, after a short wait. `testValue`, `previewValue` and the
/// named fakes are in `AuthenticationClient+Test.swift`.
public struct AuthenticationClient: Sendable {
  public var login: @Sendable (_ username: String, _ password: String) async throws -> LoginResponse

  public init(
    login:
      @escaping @Sendable (_ username: String, _ password: String) async throws -> LoginResponse
  ) {
    self.login = login
  }

  /// Throws an ``AuthenticationError`` that says what to fix, or `CancellationError` when the
  /// calling task is cancelled while the live value waits.
  public func login(username: String, password: String) async throws -> LoginResponse {
    try await self.login(username, password)
  }
}

extension AuthenticationClient: TestDependencyKey {}

extension DependencyValues {
  public var authentication: AuthenticationClient {
    get { self[AuthenticationClient.self] }
    set { self[AuthenticationClient.self] = newValue }
  }
}
