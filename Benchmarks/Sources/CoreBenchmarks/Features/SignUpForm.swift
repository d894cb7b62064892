import Effects

/// The feature of the `Form.Send` scenario: a form field applied by `BindingReducer`, watched
/// by `onChange`, and matched by key path in the feature's own `Reduce`, as TCA's forms are.
struct SignUpForm: Reducer {
  /// The field, its validation message, and how many times it changed.
  struct State: Equatable {
    var username = ""
    var error: String? = "Choose a user name."
    var edits = 0
  }

  /// A field's binding, or the submit button.
  enum Action: Equatable, BindableAction {
    case binding(BindingAction<State>)
    case submitTapped

    /// The binding action, if this is one.
    var binding: BindingAction<State>? {
      if case let .binding(action) = self { action } else { nil }
    }
  }

  var body: some ReducerOf<Self> {
    BindingReducer()
      .onChange(of: \.username) { _, _ in
        Reduce { state, _ in
          state.edits += 1
          return .none
        }
      }
    Reduce { state, action in
      switch action {
      case .binding(\.username):
        state.error = state.username.isEmpty ? "Choose a user name." : nil
        return .none
      case .binding, .submitTapped:
        return .none
      }
    }
  }
}

extension SignUpForm {
  /// `SignUpForm` written by hand: the field set, its change counted, the message updated.
  static func handWritten(into state: inout State, action: Action) {
    switch action {
    case .binding(let binding):
      let before = state.username
      binding.set(&state)
      if state.username != before { state.edits += 1 }
      if binding.keyPath == \State.username {
        state.error = state.username.isEmpty ? "Choose a user name." : nil
      }
    case .submitTapped:
      break
    }
  }
}
