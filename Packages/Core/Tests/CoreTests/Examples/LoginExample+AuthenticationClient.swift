import Core
import Foundation

// TCA's TicTacToe authentication client (`AuthenticationClient`), ported to Core: a struct of
// `async throws` endpoints whose test value fails when an endpoint is called unexpectedly.
// TCA declares it with `@DependencyClient`; without the macro the endpoints are plain closure
// properties, so they are called without argument labels: `login(email, password)`.

struct AuthenticationResponse: Equatable, Sendable {
  var token: String
  var twoFactorRequired: Bool
}

enum AuthenticationError: Equatable, LocalizedError, Sendable {
  case invalidUserPassword
  case invalidTwoFactor
  case invalidIntermediateToken

  var errorDescription: String? {
    switch self {
    case .invalidUserPassword: "Unknown user or invalid password."
    case .invalidTwoFactor: "Invalid second factor (try 1234)"
    case .invalidIntermediateToken: "404!! What happened to your token there bud?!?!"
    }
  }
}

struct AuthenticationClient: Sendable {
  var login: @Sendable (_ email: String, _ password: String) async throws -> AuthenticationResponse
  var twoFactor: @Sendable (_ code: String, _ token: String) async throws -> AuthenticationResponse
}

extension AuthenticationClient: TestDependencyKey {
  static let testValue = AuthenticationClient(
    login: unimplemented("AuthenticationClient.login"),
    twoFactor: unimplemented("AuthenticationClient.twoFactor")
  )
}

extension DependencyValues {
  var authenticationClient: AuthenticationClient {
    get { self[AuthenticationClient.self] }
    set { self[AuthenticationClient.self] = newValue }
  }
}
