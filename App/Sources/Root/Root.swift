import Effects
import Login
import TabBar

/// The whole app: the login screen until someone logs in, then the tab bar until they log
/// out.
///
/// Root is the only place that knows both ``Login`` and ``TabBar``. It passes the login data
/// down through ``TabBar/State/init(user:selectedTab:)``, and switching scenes cancels every
/// effect of the scene it left (each case is a child with an identity of its own, see
/// `ifCaseLet`).
public struct Root: Reducer, Sendable {
  /// Which scene is on screen, with that scene's state.
  public enum State: Equatable, Sendable {
    /// Nobody is logged in.
    case login(Login.State)
    /// Someone is logged in.
    case tabBar(TabBar.State)

    /// The app at launch: an empty login form.
    public init() { self = .login(Login.State()) }

    /// The login scene's state, when it is on screen. Settable, so a test writes
    /// `$0.login?.password = ""`.
    public var login: Login.State? {
      get { if case let .login(state) = self { state } else { nil } }
      set { if let newValue { self = .login(newValue) } }
    }

    /// The tab bar's state, when it is on screen. Settable, so a test writes
    /// `$0.tabBar?.selectedTab = .b1`.
    public var tabBar: TabBar.State? {
      get { if case let .tabBar(state) = self { state } else { nil } }
      set { if let newValue { self = .tabBar(newValue) } }
    }
  }

  /// The scenes' actions.
  public enum Action: Sendable {
    /// An action of the login scene.
    case login(Login.Action)
    /// An action of the tab bar scene.
    case tabBar(TabBar.Action)

    /// The login scene's action, when this is ``login(_:)``.
    public var login: Login.Action? { if case let .login(action) = self { action } else { nil } }
    /// The tab bar's action, when this is ``tabBar(_:)``.
    public var tabBar: TabBar.Action? {
      if case let .tabBar(action) = self { action } else { nil }
    }
  }

  public init() {}

  /// Switches scenes on the children's delegate actions, then runs the scene on screen.
  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .login(.delegate(.didLogIn(response))):
        // A login action that arrives on the tab bar is stale: `ifCaseLet` reports it, and
        // it must not replace the session on screen.
        guard state.login != nil else { return .none }
        state = .tabBar(TabBar.State(user: response))
        return .none
      case .tabBar(.delegate(.didLogOut)):
        // Likewise a tab-bar action after logout must not reset the login form.
        guard let tabBar = state.tabBar else { return .none }
        state = .login(Login.State(username: tabBar.user.username))
        return .none
      case .login, .tabBar:
        return .none
      }
    }
    .ifCaseLet(.case(State.login, \.login), action: .case(Action.login, \.login)) { Login() }
    .ifCaseLet(.case(State.tabBar, \.tabBar), action: .case(Action.tabBar, \.tabBar)) {
      TabBar()
    }
  }
}
