import Effects
import Login
import TabBar
import TerminalUI

/// The app's screen: the login screen or the tab bar, whichever scene is on.
public enum RootView {
  public static func screen(_ state: Root.State) -> Screen<Root.Action> {
    switch state {
    case let .login(login): LoginView.screen(login).map(Root.Action.login)
    case let .tabBar(tabBar): TabBarView.screen(tabBar).map(Root.Action.tabBar)
    }
  }
}
