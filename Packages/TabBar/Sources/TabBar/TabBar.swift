import Effects
import FeatureA
import FeatureB1

// new-feature.sh --tab adds a line above this one.

/// The screen a user sees once logged in: one tab per feature, the user's data handed down to
/// the features that show it, and a confirmed logout that tells the parent.
///
/// TabBar knows its tabs (FeatureA's ``A1`` and FeatureB1's ``B1``) and nothing above it: it
/// reports a confirmed logout with ``Action/Delegate/didLogOut``.
public struct TabBar: Reducer, Sendable {
  /// What the tab bar shows: who is logged in, which tab is selected, each tab's state, and
  /// the logout confirmation while it is asked.
  public struct State: Equatable, Sendable {
    /// Who is logged in, as the login screen received it.
    public let user: LoginResponse
    /// The tab on screen.
    public var selectedTab: Tab
    /// Feature A's state, kept while another tab is selected.
    public var a1: A1.State
    /// Feature B's state, kept while another tab is selected.
    public var b1: B1.State
    // new-feature.sh --tab adds a line above this one.
    /// The "Log out?" confirmation, while it is shown.
    @PresentationState public var logoutDialog: ConfirmationDialogState<Action.LogoutDialog>?

    /// Creates the tab bar for a user who just logged in, with every tab fresh.
    ///
    /// - Parameters:
    ///   - user: Who logged in; handed down to the tabs that show the user.
    ///   - selectedTab: The tab to show first.
    public init(user: LoginResponse, selectedTab: Tab = .a1) {
      self.user = user
      self.selectedTab = selectedTab
      self.a1 = A1.State()
      self.b1 = B1.State(user: user)
      // new-feature.sh --tab adds a line above this one.
    }
  }
  public enum Action: Sendable {
    /// The user picked a tab.
    case tabSelected(Tab)
    /// The user picked a tab by its position, counted from 0; a position with no tab is
    /// ignored.
    case tabIndexSelected(Int)
    /// The user moved to the next tab (wrapping around).
    case nextTabSelected
    /// The user moved to the previous tab (wrapping around).
    case previousTabSelected
    /// The user asked to log out: the confirmation is shown.
    case logoutButtonTapped
    /// A button of the logout confirmation was chosen, or it was dismissed.
    case logoutDialog(PresentationAction<LogoutDialog>)
    /// Feature A's actions.
    case a1(A1.Action)
    /// Feature B's actions.
    case b1(B1.Action)
    // new-feature.sh --tab adds a line above this one.
    /// What the tab bar tells its parent.
    case delegate(Delegate)

    /// The buttons of the logout confirmation that do something ("Cancel" only dismisses).
    public enum LogoutDialog: Equatable, Sendable {
      /// "Log out" was chosen.
      case confirmLogout
    }

    /// What the tab bar tells its parent.
    public enum Delegate: Equatable, Sendable {
      /// The user confirmed the logout; the parent decides what comes next.
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
    Scope(state: \.a1, action: .case(Action.a1, \.a1)) { A1() }
    Scope(state: \.b1, action: .case(Action.b1, \.b1)) { B1() }
    // new-feature.sh --tab adds a line above this one.
    Reduce { state, action in
      switch action {
      case let .tabSelected(tab):
        state.selectedTab = tab
        return .none
      case let .tabIndexSelected(index):
        if let tab = Tab(rawValue: index) { state.selectedTab = tab }
        return .none
      case .nextTabSelected:
        state.selectedTab = state.selectedTab.next
        return .none
      case .previousTabSelected:
        state.selectedTab = state.selectedTab.previous
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
    .ifLet(\.$logoutDialog, action: .case(Action.logoutDialog, \.logoutDialog))
  }
}

extension ConfirmationDialogState where Action == TabBar.Action.LogoutDialog {
  /// "Log out?" with a destructive "Log out" and a "Cancel".
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
