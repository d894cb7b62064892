import Effects
import FeatureA
import FeatureB1
// new-feature.sh --tab adds a line above this one.
import TerminalUI

@MainActor
public enum TabBarView {
  public static func screen(@Bindable _ store: StoreOf<TabBar>) -> Screen<TabBar.Action> {
    store.part {
      var screen = tabScreen(store)
        .withTabs(
          Tabs(
            titles: Tab.allCases.map(\.title), selected: store.selectedTab.rawValue,
            select: { .tabSelected(Tab.allCases[$0]) })
        )
        .presenting(
          Dialog(
            $store[
              state: \.logoutDialog, action: .case(TabBar.Action.logoutDialog, \.logoutDialog)]))
      screen.shortcuts.append(Shortcut("l", "log out", .logoutButtonTapped))
      return screen
    }
  }

  private static func tabScreen(_ store: StoreOf<TabBar>) -> Screen<TabBar.Action> {
    switch store.selectedTab {
    case .a1:
      Screen.scoped(store, state: \.a1, action: .case(TabBar.Action.a1, \.a1), A1View.screen)
    case .b1:
      Screen.scoped(store, state: \.b1, action: .case(TabBar.Action.b1, \.b1), B1View.screen)
    // new-feature.sh --tab adds a line above this one.
    }
  }
}
