import Effects
import Foundation

/// The login screen: a username and a password, checked before any request, sent to
/// ``AuthenticationClient``; on success it tells its parent with
/// `delegate(.didLogIn(LoginResponse))`.
///
/// ```swift
/// Scope(state: \.login, action: .case(Action.login, \.login)) { Login() }
/// // and in the parent:
/// case let .login(.delegate(.didLogIn(response))):
///   state = .tabBar(TabBar.State(user: response))
/// ```
///
/// The username of each successful login is kept on disk (``State/lastUsername``) and fills
/// the form on the next run.
///
/// A second tap while the request is in flight does nothing; ``Action/cancelButtonTapped``
/// cancels it. A failure shows the client's message, keeps the username and clears the
/// password.
public struct Login: Reducer, Sendable {
  private enum CancelID { case login }

  @Dependency(\.authentication) var authentication

  public init() {}

  /// The form's bindings, then the screen's logic.
  public var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding(\.username), .binding(\.password):
        state.errorMessage = nil
        return .none

      case .binding:
        return .none

      case .cancelButtonTapped:
        guard state.isLoggingIn else { return .none }
        state.isLoggingIn = false
        return .cancel(id: CancelID.login)

      case .delegate:
        return .none

      case .loginButtonTapped:
        return logIn(&state)

      case let .loginResponse(.success(response)):
        state.isLoggingIn = false
        state.$lastUsername.withLock { $0 = response.username }
        return .send(.delegate(.didLogIn(response)))

      case let .loginResponse(.failure(error)):
        state.isLoggingIn = false
        state.password = ""
        state.errorMessage = Self.message(for: error)
        state.focus =
          if case .unknownUser = error as? AuthenticationError { .username } else { .password }
        return .none
      }
    }
  }

  private func logIn(_ state: inout State) -> Effect<Action> {
    guard !state.isLoggingIn else { return .none }
    let username = state.username.trimmingCharacters(in: .whitespacesAndNewlines)
    if let formError = LoginFormError.validate(username: username, password: state.password) {
      state.errorMessage = formError.description
      state.focus = formError.field
      return .none
    }
    state.isLoggingIn = true
    state.errorMessage = nil
    return .run { [password = state.password] send in
      await send(
        .loginResponse(
          await Result { try await authentication.login(username: username, password: password) }
        )
      )
    }
    .cancellable(id: CancelID.login)
  }

  /// The client's own message for an ``AuthenticationError``; any other error's localized
  /// description.
  private static func message(for error: any Error) -> String {
    (error as? AuthenticationError)?.description ?? error.localizedDescription
  }
}
