import Core

// TCA's TicTacToe root (`@Reducer enum TicTacToe` in AppCore), ported to Core: without the
// macro the enum reducer is a struct with enum state and action, and `ifCaseLet` takes hand-
// written case paths. Logging in (with or without a second factor) replaces the login screen
// with a new game; logging out brings it back.

struct TicTacToe: Reducer, Sendable {
  enum State: Equatable, CasePathable {
    case login(Login.State)
    case newGame(NewGame.State)

    // Settable, so that a test can assert inside a case with `$0.modify(\.login) { … }`.
    var login: Login.State? {
      get { if case let .login(s) = self { s } else { nil } }
      set { if let newValue { self = .login(newValue) } }
    }
    var newGame: NewGame.State? {
      get { if case let .newGame(s) = self { s } else { nil } }
      set { if let newValue { self = .newGame(newValue) } }
    }
  }

  enum Action: Sendable {
    case login(Login.Action)
    case newGame(NewGame.Action)

    var login: Login.Action? { if case let .login(a) = self { a } else { nil } }
    var newGame: NewGame.Action? { if case let .newGame(a) = self { a } else { nil } }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .login(.twoFactor(.presented(.twoFactorResponse(.success)))):
        state = .newGame(NewGame.State())
        return .none

      case let .login(.loginResponse(.success(response))) where !response.twoFactorRequired:
        state = .newGame(NewGame.State())
        return .none

      case .login:
        return .none

      case .newGame(.logoutButtonTapped):
        state = .login(Login.State())
        return .none

      case .newGame:
        return .none
      }
    }
    .ifCaseLet(.case(State.login, \.login), action: .case(Action.login, \.login)) {
      Login()
    }
    .ifCaseLet(.case(State.newGame, \.newGame), action: .case(Action.newGame, \.newGame)) {
      NewGame()
    }
  }
}
