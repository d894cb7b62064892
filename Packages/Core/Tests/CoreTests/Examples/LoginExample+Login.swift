import Core

// TCA's TicTacToe `Login` feature (LoginCore), ported to Core: email and password bound
// through `BindingReducer(action: \.view)`, a login request whose failure shows an alert, and
// the two-factor screen presented when the server asks for a code. The alert has a "Try again"
// button, which TCA's example does not, so that a test can tap one.

struct Login: Reducer, Sendable {
  struct State: Equatable {
    @PresentationState var alert: AlertState<Action.Alert>?
    var email = ""
    var isFormValid = false
    var isLoginRequestInFlight = false
    var password = ""
    @PresentationState var twoFactor: TwoFactor.State?
  }

  enum Action: Sendable, ViewAction {
    case alert(PresentationAction<Alert>)
    case loginResponse(Result<AuthenticationResponse, any Error>)
    case twoFactor(PresentationAction<TwoFactor.Action>)
    case view(View)

    enum Alert: Equatable, Sendable {
      case tryAgainButtonTapped
    }

    enum View: BindableAction, Sendable {
      case binding(BindingAction<State>)
      case loginButtonTapped

      var binding: BindingAction<State>? { if case let .binding(a) = self { a } else { nil } }
    }

    var alert: PresentationAction<Alert>? { if case let .alert(a) = self { a } else { nil } }
    var loginResponse: Result<AuthenticationResponse, any Error>? {
      if case let .loginResponse(r) = self { r } else { nil }
    }
    var twoFactor: PresentationAction<TwoFactor.Action>? {
      if case let .twoFactor(a) = self { a } else { nil }
    }
    var view: View? { if case let .view(v) = self { v } else { nil } }
  }

  @Dependency(\.authenticationClient) var authenticationClient

  var body: some ReducerOf<Self> {
    BindingReducer(action: \.view)
    Reduce { state, action in
      switch action {
      case .alert(.presented(.tryAgainButtonTapped)):
        return logIn(&state)

      case .alert:
        return .none

      case let .loginResponse(.success(response)):
        state.isLoginRequestInFlight = false
        if response.twoFactorRequired {
          state.twoFactor = TwoFactor.State(token: response.token)
        }
        return .none

      case let .loginResponse(.failure(error)):
        state.alert = .loginFailed(error)
        state.isLoginRequestInFlight = false
        return .none

      case .twoFactor:
        return .none

      case .view(.binding):
        state.isFormValid = !state.email.isEmpty && !state.password.isEmpty
        return .none

      case .view(.loginButtonTapped):
        return logIn(&state)
      }
    }
    .ifLet(\.$alert, action: .case(Action.alert, \.alert))
    .ifLet(\.$twoFactor, action: .case(Action.twoFactor, \.twoFactor)) {
      TwoFactor()
    }
  }

  private func logIn(_ state: inout State) -> Effect<Action> {
    state.isLoginRequestInFlight = true
    return .run { [email = state.email, password = state.password] send in
      await send(
        .loginResponse(
          await Result {
            try await authenticationClient.login(email, password)
          }
        )
      )
    }
  }
}

extension AlertState where Action == Login.Action.Alert {
  /// The alert a failed login shows: "OK" dismisses it, "Try again" logs in again.
  static func loginFailed(_ error: any Error) -> Self {
    AlertState {
      TextState(error.localizedDescription)
    } actions: {
      ButtonState(role: .cancel) { TextState("OK") }
      ButtonState(action: .tryAgainButtonTapped) { TextState("Try again") }
    }
  }
}
