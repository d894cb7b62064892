import Effects
import FeatureA
import FeatureB1

// new-feature.sh --tab adds a line above this one.

/// Knows its tabs and nothing above them: a confirmed logout goes to the parent as
/// ``Action/Delegate/didLogOut``, and the parent decides what comes next.
public struct TabBar: Reducer, Sendable {
  public struct State: Equatable, Sendable {
    public let user: LoginResponse
    public var selectedTab: Tab
    /// Kept while another tab is selected.
    public var a1: A1.State
    /// Kept while another tab is selected.
    public var b1: B1.State
    // new-feature.sh --tab adds a line above this one.
    @PresentationState public var logoutDialog: ConfirmationDialogState<Action.LogoutDialog>?

    public init(user: LoginResponse, selectedTab: Tab = .a1) {
      self.user = user
      self.selectedTab = selectedTab
      self.a1 = A1.State()
      self.b1 = B1.State(user: user)
      // new-feature.sh --tab adds a line above this one.
    }
  }
  public enum Action: Sendable {
    case tabSelected(Tab)
    case logoutButtonTapped
    case logoutDialog(PresentationAction<LogoutDialog>)
    case a1(A1.Action)
    case b1(B1.Action)
    // new-feature.sh --tab adds a line above this one.
    case delegate(Delegate)

    public enum LogoutDialog: Equatable, Sendable {
      case confirmLogout
    }

    public enum Delegate: Equatable, Sendable {
      case didLogOut
    }

    public var logoutDialog: PresentationAction<LogoutDialog>? {
      if case let .logoutDialog(action) = self { action } else { nil }
    }
    public var a1: A1.Action? { if case let .a1(action) = self { action } else { nil } }
    public var b1: B1.Action? { if case let .b1(action) = self { action } else { nil } }
    // new-feature.sh --tab adds a line above this one.
    public var delegate: Delegate? {
      if case let .delegate(delegate) = self { delegate } else { nil }
    }
  }

  public init() {}

  public var body: some ReducerOf<Self> {
    // The tabs, ten to a block: Swift type-checks a builder block in time that grows with the
    // square of its length (docs/benchmarks.md, "Hundreds of siblings"), so new-feature.sh
    // starts a new block after ten.
    CombineReducers {
      Scope(state: \.a1, action: .case(Action.a1, \.a1)) { A1() }
      Scope(state: \.b1, action: .case(Action.b1, \.b1)) { B1() }
      // new-feature.sh --tab adds a line above this one.
    }
    Reduce(self.core)
      .ifLet(\.$logoutDialog, action: .case(Action.logoutDialog, \.logoutDialog))
  }

  /// The tab bar's own logic, a method rather than a closure in `body`: a `switch` with a case
  /// per tab type-checks in a fraction of the time there.
  private func core(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case let .tabSelected(tab):
      state.selectedTab = tab
      return .none
    case .logoutButtonTapped:
      state.logoutDialog = .logout
      return .none
    case .logoutDialog(.presented(.confirmLogout)):
      // A button of a dialog that is not shown (a stale action, reported by `ifLet`) does
      // nothing: the parent runs after an orphaned presentation action too, as in TCA.
      guard state.logoutDialog != nil else { return .none }
      return .send(.delegate(.didLogOut))
    case .logoutDialog, .delegate:
      return .none
    case .a1, .b1:
      // A tab's own action: its reducer ran in the Scope above.
      return .none
    // new-feature.sh --tab adds a line above this one.
    }
  }
}

extension ConfirmationDialogState where Action == TabBar.Action.LogoutDialog {
  public static var logout: Self {
    ConfirmationDialogState(titleVisibility: .visible) {
      TextState("Log out?")
    } actions: {
      ButtonState(role: .destructive, action: .confirmLogout) { TextState("Log out") }
      ButtonState(role: .cancel) { TextState("Cancel") }
    } message: {
      TextState("You will return to the login screen.")
    }
  }
}
