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
  /// What the login screen shows: the two fields, which one has focus, whether a request is in
  /// flight, and the message of the last thing that went wrong.
  public struct State: Equatable, Sendable {
    /// The field that has the keyboard.
    public enum Field: Equatable, Hashable, Sendable {
      case username
      case password
    }

    /// The username as typed. Sent trimmed; kept as typed after a failed login.
    public var username: String
    /// The password as typed. Cleared after a failed login.
    public var password: String
    /// The field that has focus. A form error or a failed login moves it to the field to fix.
    public var focus: Field?
    /// `true` while the login request is in flight: the screen shows progress and a cancel
    /// button, and another tap on the login button does nothing.
    public var isLoggingIn: Bool
    /// The username of the last successful login, kept on disk across runs
    /// (``SharedReaderKey/lastUsername``); the form starts with it when it is given no
    /// username. A successful login updates it.
    @Shared public var lastUsername: String
    /// Why the last attempt failed: a form error naming the field, or the authentication
    /// client's error description. `nil` when there is nothing to report.
    public var errorMessage: String?
    /// Why the last username's file could not be read or written, when it could not: a
    /// property, so that a view reading it through the store is drawn again when it changes.
    public var lastUsernameNotice: String? {
      $lastUsername.storageNotice(subject: "The last username")
    }

    /// Creates the login form.
    ///
    /// - Parameter username: A username to fill in, such as the last user's after a logout.
    ///   When it is empty, the form starts with ``lastUsername``, the last run's. Focus
    ///   starts on the password when there is a username, on the username otherwise.
    public init(username: String = "") {
      let lastUsername = Shared(wrappedValue: "", .lastUsername)
      let username = username.isEmpty ? lastUsername.wrappedValue : username
      self._lastUsername = lastUsername
      self.username = username
      self.password = ""
      self.focus = username.isEmpty ? .username : .password
      self.isLoggingIn = false
      self.errorMessage = nil
    }
  }
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

      public var didLogIn: LoginResponse? {
        if case let .didLogIn(response) = self { response } else { nil }
      }
    }

    public var binding: BindingAction<State>? {
      if case let .binding(action) = self { action } else { nil }
    }
    public var cancelButtonTapped: Void? {
      if case .cancelButtonTapped = self { () } else { nil }
    }
    public var delegate: Delegate? {
      if case let .delegate(action) = self { action } else { nil }
    }
    public var loginButtonTapped: Void? {
      if case .loginButtonTapped = self { () } else { nil }
    }
    public var loginResponse: Result<LoginResponse, any Error>? {
      if case let .loginResponse(result) = self { result } else { nil }
    }
  }

  private enum CancelID { case login }

  @Dependency(\.authentication) var authentication

  public init() {}

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
        state.errorMessage = error.localizedDescription
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
}
