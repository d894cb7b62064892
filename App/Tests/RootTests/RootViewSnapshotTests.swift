import Effects
import Root
import TabBar
import TerminalUI
import Testing

/// The app's screen shows the scene Root is in: the login screen at start, the tab bar
/// after a login, and both in a tiny terminal. How each scene looks in its other states is
/// snapshotted in its own package (Login, TabBar).
@MainActor @Suite struct RootViewSnapshotTests {
  private let size = TerminalSize(rows: 16, columns: 80)
  private let ada = LoginResponse.preview

  private func tabBar(_ tab: Tab) -> Root.State {
    var state = TabBar.State(user: ada, selectedTab: tab)
    state.a1.fact.fact = "1 is the first positive whole number."
    state.b1.fact.fact = "3 is the number of spatial dimensions we perceive."
    return .tabBar(state)
  }

  @Test func theAppStartsAtTheLoginScreen() {
    expectSnapshot(
      of: RootView.screen(.drawing(Root.State())), size: size,
      matches: """
        Log in

        Log in with a demo account; App --help lists them.

        Username [<your username>               ]
        Password

          Log in
        """)
  }

  @Test func afterLoginTheTabBarShowsTheCounterTab() {
    expectSnapshot(
      of: RootView.screen(.drawing(tabBar(.a1))), size: size,
      matches: """
        A1
        \(tabRow(0))

        Fact for 1
        1 is the first positive whole number.
        [ Reload fact ]

        Count: 1
          −     +
          Fact for this number
          Increment then fetch
          Start timer

          Open A2
        """)
  }

  @Test func aNarrowTerminalStillShowsTheTitleInBothScenes() {
    let narrow = TerminalSize(rows: 6, columns: 20)

    expectSnapshot(
      of: RootView.screen(.drawing(Root.State())), size: narrow,
      matches: """
        Log in

        lists them.

        Username [<your us…]
        """)
    expectSnapshot(
      of: RootView.screen(.drawing(tabBar(.a1))), size: narrow,
      matches: """
        A1
        \(tabRow(0, width: 20))

        number.
        [ Reload fact ]
        """)
  }
}

/// The row of tabs as drawn at `width` with the tab at `selected` chosen. Computed from
/// `Tab.allCases`, so these snapshots still hold after `Scripts/new-feature.sh --tab` adds a
/// tab; TerminalUI's own tests pin how a row of tabs looks.
func tabRow(_ selected: Int, width: Int = 80) -> String {
  TabStrip(titles: Tab.allCases.map(\.title), selection: selected).lines(width: width).text
}
