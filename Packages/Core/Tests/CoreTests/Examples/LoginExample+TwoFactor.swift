import Core

// TCA's TicTacToe `TwoFactor` feature (TwoFactorCore), ported to Core: a code field bound
// through `BindingReducer(action: \.view)`, a request through the authentication client, an
// alert on failure. Unlike TCA's example, it dismisses itself with `@Dependency(\.dismiss)`
// once the code is accepted.

struct TwoFactor: Reducer, Sendable {
  struct State: Equatable {
    @PresentationState var alert: AlertState<Action.Alert>?
    var code = ""
    var isFormValid = false
    var isTwoFactorRequestInFlight = false
    let token: String

    init(token: String) {
      self.token = token
    }
  }

  enum Action: Sendable, ViewAction {
    case alert(PresentationAction<Alert>)
    case twoFactorResponse(Result<AuthenticationResponse, any Error>)
    case view(View)

    enum Alert: Equatable, Sendable {}

    enum View: BindableAction, Sendable {
      case binding(BindingAction<State>)
      case submitButtonTapped

      var binding: BindingAction<State>? { if case let .binding(a) = self { a } else { nil } }
    }

    var alert: PresentationAction<Alert>? { if case let .alert(a) = self { a } else { nil } }
    var twoFactorResponse: Result<AuthenticationResponse, any Error>? {
      if case let .twoFactorResponse(r) = self { r } else { nil }
    }
    var view: View? { if case let .view(v) = self { v } else { nil } }
  }

  @Dependency(\.authenticationClient) var authenticationClient
  @Dependency(\.dismiss) var dismiss

  var body: some ReducerOf<Self> {
    BindingReducer(action: \.view)
    Reduce { state, action in
      switch action {
      case .alert:
        return .none

      case let .twoFactorResponse(.failure(error)):
        state.alert = AlertState { TextState(error.localizedDescription) }
        state.isTwoFactorRequestInFlight = false
        return .none

      case .twoFactorResponse(.success):
        state.isTwoFactorRequestInFlight = false
        return .run { _ in await dismiss() }

      case .view(.binding):
        state.isFormValid = state.code.count >= 4
        return .none

      case .view(.submitButtonTapped):
        state.isTwoFactorRequestInFlight = true
        return .run { [code = state.code, token = state.token] send in
          await send(
            .twoFactorResponse(
              await Result {
                try await authenticationClient.twoFactor(code, token)
              }
            )
          )
        }
      }
    }
    .ifLet(\.$alert, action: .case(Action.alert, \.alert))
  }
}
