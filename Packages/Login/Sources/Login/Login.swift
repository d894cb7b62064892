import Effects
import Foundation

/// A successful login sends `delegate(.didLogIn(response))`: the parent takes over from there.
public struct Login: Reducer, Sendable {
  public struct State: Equatable, Sendable {
    public enum Field: Equatable, Hashable, Sendable {
      case username
      case password
    }

    /// Sent trimmed; kept as typed.
    public var username: String
    public var password: String
    public var focus: Field?
    public var isLoggingIn: Bool
    @Shared public var lastUsername: String
    public var errorMessage: String?
    /// Why the last username's file could not be read or written, when it could not: a
    /// property, so that a view reading it through the store is drawn again when it changes.
    public var lastUsernameNotice: String? {
      $lastUsername.storageNotice(subject: "The last username")
    }

    /// After a logout the parent passes who logged out; empty means ``lastUsername``.
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
    case binding(BindingAction<State>)
    case cancelButtonTapped
    case delegate(Delegate)
    case loginButtonTapped
    case loginResponse(Result<LoginResponse, any Error>)

    public enum Delegate: Sendable {
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
