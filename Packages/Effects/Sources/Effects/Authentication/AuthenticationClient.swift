/// Logs a user in: the app's way to meet the outside world for accounts.
///
/// Read it with `@Dependency(\.authentication)` and call
/// ``login(username:password:)`` from an effect:
///
/// ```swift
/// @Dependency(\.authentication) var authentication
///
/// case .loginButtonTapped:
///   return .run { [username = state.username, password = state.password] send in
///     await send(.loginResponse(Result {
///       try await authentication.login(username: username, password: password)
///     }))
///   }
/// ```
///
/// A test overrides the endpoint it expects: `$0.authentication.login = { _, _ in response }`.
///
/// Values:
/// - ``liveValue`` (`AuthenticationClient+Live.swift`): the demo accounts shipped with
///   Effects, after a short wait; ``live(accounts:delay:)`` checks accounts of your own.
/// - ``testValue`` (`AuthenticationClient+Test.swift`): fails the test that calls it without
///   overriding it.
/// - ``previewValue``: the live behaviour, in a client of its own.
/// - ``succeeding(_:)`` and ``failing(_:)``: named fakes for tests and previews.
public struct AuthenticationClient: Sendable {
  /// The endpoint behind ``login(username:password:)``. Set it to override the client in a
  /// test.
  public var login: @Sendable (_ username: String, _ password: String) async throws -> LoginResponse

  /// Creates a client from its endpoint.
  ///
  /// - Parameter login: Logs in with a username and a password, or throws an
  ///   ``AuthenticationError``.
  public init(
    login:
      @escaping @Sendable (_ username: String, _ password: String) async throws -> LoginResponse
  ) {
    self.login = login
  }

  /// Logs in with a username and a password.
  ///
  /// ```swift
  /// let response = try await authentication.login(username: "ada", password: "lovelace")
  /// ```
  ///
  /// - Parameters:
  ///   - username: The name typed in the form.
  ///   - password: The password typed in the form.
  /// - Returns: Who logged in, with a session token and the login time.
  /// - Throws: An ``AuthenticationError`` that says what to fix. `CancellationError` when
  ///   the calling task is cancelled while the live value waits.
  public func login(username: String, password: String) async throws -> LoginResponse {
    try await self.login(username, password)
  }
}

/// The test key: ``testValue`` and ``previewValue`` are in `AuthenticationClient+Test.swift`.
extension AuthenticationClient: TestDependencyKey {}

extension DependencyValues {
  /// The client that logs users in. See ``AuthenticationClient``.
  ///
  /// ```swift
  /// let store = Store(initialState: Login.State()) {
  ///   Login()
  /// } withDependencies: {
  ///   $0.authentication = .failing(.accountLocked(username: "ada"))
  /// }
  /// ```
  public var authentication: AuthenticationClient {
    get { self[AuthenticationClient.self] }
    set { self[AuthenticationClient.self] = newValue }
  }
}
