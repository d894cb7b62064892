import Effects
import Login
import TabBar
import TerminalUI

/// The app's screen: the login screen or the tab bar, whichever scene is on.
@MainActor
public enum RootView {
  public static func screen(_ store: StoreOf<Root>) -> Screen<Root.Action> {
    if let login = store.scope(
      state: .case(Root.State.login, \.login), action: .case(Root.Action.login, \.login))
    {
      return LoginView.screen(login).map(Root.Action.login)
    }
    if let tabBar = store.scope(
      state: .case(Root.State.tabBar, \.tabBar), action: .case(Root.Action.tabBar, \.tabBar))
    {
      return TabBarView.screen(tabBar).map(Root.Action.tabBar)
    }
    fatalError("Root.State has a case RootView does not show")
  }
}
