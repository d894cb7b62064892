import Effects
import Foundation
import Login
import TerminalUI

// Runs the login screen alone, with preview dependencies (the demo accounts, after the usual
// short wait). A successful login has no app to go to here, so the preview says who logged in.

struct LoginPreview: Reducer {
  struct State: Equatable {
    var login = Login.State()
    var loggedIn: LoginResponse?
  }

  enum Action {
    case login(Login.Action)
    var login: Login.Action? { if case let .login(action) = self { action } else { nil } }
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.login, action: .case(Action.login, \.login)) { Login() }
    Reduce { state, action in
      if case let .login(.delegate(.didLogIn(response))) = action { state.loggedIn = response }
      return .none
    }
  }

  @MainActor
  static func screen(_ store: StoreOf<Self>) -> Screen<Action> {
    var screen = LoginView.screen(store.scope(state: \.login, action: .case(Action.login, \.login)))
      .map(Action.login)
    if let user = store.loggedIn {
      screen.elements.append(
        .text("Logged in as \(user.displayName); the app would show its tabs now.", .success))
    }
    return screen
  }
}

let store = Store(initialState: LoginPreview.State()) {
  LoginPreview()
} withDependencies: {
  $0.context = .preview
}
exit(await TerminalProgram.run(store: store, view: LoginPreview.screen))
