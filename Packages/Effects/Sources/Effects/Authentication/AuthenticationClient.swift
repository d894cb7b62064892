/// Logs a user in, as a dependency.
///
/// Read it with `@Dependency(\.authentication)`. The live value checks the local demo
/// accounts shipped with Effects (see ``AuthenticationClient/live(accounts:delay:)``); tests
/// override ``login`` or use a named fake such as ``AuthenticationClient/succeeding(_:)``.
///
/// ```swift
/// @Dependency(\.authentication) var authentication
/// // ...
/// case .loginButtonTapped:
///   return .run { [username = state.username, password = state.password] send in
///     await send(.loginResponse(Result { try await authentication.login(username, password) }))
///   }
/// ```
public struct AuthenticationClient: Sendable {
  /// Logs in with a username and a password.
  ///
  /// Returns the ``LoginResponse`` on success. Throws an ``AuthenticationError`` that says
  /// what to fix otherwise; the live value throws `CancellationError` when the calling task is
  /// cancelled while it waits.
  public var login: @Sendable (_ username: String, _ password: String) async throws -> LoginResponse

  /// Creates a client from its endpoint.
  ///
  /// - Parameter login: Logs in with a username and a password.
  public init(login: @escaping @Sendable (_ username: String, _ password: String) async throws -> LoginResponse) {
    self.login = login
  }
}

extension DependencyValues {
  /// Logs a user in. See ``AuthenticationClient``.
  ///
  /// Live: the demo accounts in `demo-accounts.json`, after a short wait on
  /// `continuousClock`. In tests: fails the test until overridden, for example with
  /// `$0.authentication = .succeeding(response)`.
  public var authentication: AuthenticationClient {
    get { self[AuthenticationClient.self] }
    set { self[AuthenticationClient.self] = newValue }
  }
}
