import Effects
import FeatureA
import FeatureB1
// new-feature.sh --tab adds a line above this one.
import TerminalUI

/// The tab bar's screen: the selected tab's screen (whatever it shows: A1, a pushed A2, B1,
/// a presented B2) under the row of tabs, with `l` to log out and the logout confirmation
/// over it while it is asked.
public enum TabBarView {
  public static func screen(_ state: TabBar.State) -> Screen<TabBar.Action> {
    var screen = tabScreen(state)
      .withTabs(
        Tabs(
          titles: Tab.allCases.map(\.title), selected: state.selectedTab.rawValue,
          select: { .tabIndexSelected($0) })
      )
      .presenting(state.logoutDialog.map { Dialog($0, action: TabBar.Action.logoutDialog) })
    screen.shortcuts.append(Shortcut("l", "log out", .logoutButtonTapped))
    return screen
  }

  /// The selected tab's own screen, in the tab bar's actions. One line per tab.
  private static func tabScreen(_ state: TabBar.State) -> Screen<TabBar.Action> {
    switch state.selectedTab {
    case .a1: A1View.screen(state.a1).map(TabBar.Action.a1)
    case .b1: B1View.screen(state.b1).map(TabBar.Action.b1)
    // new-feature.sh --tab adds a line above this one.
    }
  }
}
