import Effects

extension Login {
  /// What can happen on the login screen.
  public enum Action: BindableAction, Sendable {
    /// A field (`username`, `password` or `focus`) was changed by the view.
    case binding(BindingAction<State>)
    /// The user asked to cancel the login request in flight.
    case cancelButtonTapped
    /// The parent's side of the conversation: see ``Delegate``.
    case delegate(Delegate)
    /// The user asked to log in with what the form holds.
    case loginButtonTapped
    /// The authentication client answered.
    case loginResponse(Result<LoginResponse, any Error>)

    /// What the login screen tells its parent. The login screen itself ignores these.
    public enum Delegate: Sendable {
      /// The user logged in; the parent takes over with `response`.
      case didLogIn(LoginResponse)

      /// The response, when this is ``didLogIn(_:)``.
      public var didLogIn: LoginResponse? {
        if case let .didLogIn(response) = self { response } else { nil }
      }
    }

    /// The binding, when this is ``binding(_:)``.
    public var binding: BindingAction<State>? {
      if case let .binding(action) = self { action } else { nil }
    }
    /// `()` when this is ``cancelButtonTapped``.
    public var cancelButtonTapped: Void? {
      if case .cancelButtonTapped = self { () } else { nil }
    }
    /// The delegate action, when this is ``delegate(_:)``.
    public var delegate: Delegate? {
      if case let .delegate(action) = self { action } else { nil }
    }
    /// `()` when this is ``loginButtonTapped``.
    public var loginButtonTapped: Void? {
      if case .loginButtonTapped = self { () } else { nil }
    }
    /// The client's answer, when this is ``loginResponse(_:)``.
    public var loginResponse: Result<LoginResponse, any Error>? {
      if case let .loginResponse(result) = self { result } else { nil }
    }
  }
}
