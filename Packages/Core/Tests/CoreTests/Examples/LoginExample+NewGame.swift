import Core

// TCA's TicTacToe `NewGame` screen (NewGameCore), reduced to what the login flow needs: two
// player names bound with a top-level `BindableAction`, and a logout button the root handles.

struct NewGame: Reducer, Sendable {
  struct State: Equatable {
    var oPlayerName = ""
    var xPlayerName = ""
  }

  enum Action: BindableAction, Sendable {
    case binding(BindingAction<State>)
    case logoutButtonTapped

    var binding: BindingAction<State>? { if case let .binding(a) = self { a } else { nil } }
  }

  var body: some ReducerOf<Self> {
    BindingReducer()
  }
}
