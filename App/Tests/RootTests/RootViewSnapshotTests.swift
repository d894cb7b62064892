import Effects
import FeatureB1
import Foundation
import Login
import Root
import TabBar
import TerminalUI
import Testing

/// The app's screen drawn as a person sees it: the login scene (empty, refused, logging in,
/// focus on each control), the tab bar scene on each tab and with the logout confirmation,
/// and a tiny terminal in each scene.
@Suite struct RootViewSnapshotTests {
  private let size = TerminalSize(rows: 16, columns: 80)
  private let ada = LoginResponse.preview

  private func tabBar(_ tab: Tab) -> Root.State {
    var state = TabBar.State(user: ada, selectedTab: tab)
    state.a1.fact.fact = "1 is the first positive whole number."
    state.b1.fact.fact = "3 is the number of spatial dimensions we perceive."
    return .tabBar(state)
  }

  @Test func theAppStartsAtTheLoginScreen() {
    expectNoDifference(
      RootView.screen(Root.State()).snapshot(size: size),
      """
      Log in

      Log in with a demo account; App --help lists them.

      Username [<your username>               ]
      Password

        Log in







      Tab next  Enter next  Ctrl-C quit
      """)
  }

  @Test func aRefusedLoginShowsWhyAndKeepsTheUsername() {
    var login = Login.State(username: "ada")
    login.errorMessage = AuthenticationError.wrongPassword(remainingAttempts: 2).description
    login.focus = .password

    expectNoDifference(
      RootView.screen(.login(login)).snapshot(size: size),
      """
      Log in

      Log in with a demo account; App --help lists them.

      Username  ada
      Password [                              ]

      ! The password is wrong. Check it and try again: 2 attempts left before the
        account is locked.
        Log in





      Tab next  Enter submit  Ctrl-C quit
      """)
  }

  @Test func loggingInShowsASpinner() {
    var login = Login.State(username: "ada")
    login.password = "lovelace"
    login.isLoggingIn = true

    expectNoDifference(
      RootView.screen(.login(login)).snapshot(size: size, focus: "cancel", spinnerFrame: 7),
      """
      Log in

      Log in with a demo account; App --help lists them.

      Username  ada
      Password  ••••••••

      ⠧ Logging in as ada…
      [ Cancel ]






      Tab next  Enter select  q quit
      """)
  }

  @Test func focusStepsThroughEveryControlOfTheLoginScreen() {
    var login = Login.State(username: "ada")
    login.password = "pw"
    let screen = RootView.screen(.login(login))
    #expect(screen.controls.map(\.id) == ["username", "password", "log-in"])

    expectNoDifference(
      screen.snapshot(size: size, focus: "username"),
      """
      Log in

      Log in with a demo account; App --help lists them.

      Username [ada                           ]
      Password  ••

        Log in







      Tab next  Enter next  Ctrl-C quit
      """)
    expectNoDifference(
      screen.snapshot(size: size, focus: "password"),
      """
      Log in

      Log in with a demo account; App --help lists them.

      Username  ada
      Password [••                            ]

        Log in







      Tab next  Enter submit  Ctrl-C quit
      """)
    expectNoDifference(
      screen.snapshot(size: size, focus: "log-in"),
      """
      Log in

      Log in with a demo account; App --help lists them.

      Username  ada
      Password  ••

      [ Log in ]







      Tab next  Enter select  q quit
      """)
  }

  @Test func afterLoginTheTabBarShowsTheCounterTab() {
    expectNoDifference(
      RootView.screen(tabBar(.a1)).snapshot(size: size),
      """
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

      Tab next  Enter select  ←→ tabs  + increment  - decrement  l log out  q quit
      """)
  }

  @Test func theProfileTabShowsTheUserWhoLoggedIn() {
    expectNoDifference(
      RootView.screen(tabBar(.b1)).snapshot(size: size),
      """
      B1
      \(tabRow(1))

      Signed in as Ada Lovelace
      Logged in at 2023-11-14T22:13:20Z

      Fact for 3
      3 is the number of spatial dimensions we perceive.

      Saved facts: 0
      Last saved: nothing yet
      [ Saved facts ]



      Enter select  ←→ tabs  l log out  q quit
      """)
  }

  @Test func aFactErrorInATabOffersRetry() {
    var state = tabBar(.b1)
    state.tabBar?.b1.fact.errorMessage = NumberFactError.offline.description

    expectNoDifference(
      RootView.screen(state).snapshot(size: size),
      """
      B1
      \(tabRow(1))

      Signed in as Ada Lovelace
      Logged in at 2023-11-14T22:13:20Z

      Fact for 3
      ! Could not reach the number facts service. Check your network connection, then
        try again.
      [ Retry ]
      3 is the number of spatial dimensions we perceive.

      Saved facts: 0
      Last saved: nothing yet
        Saved facts
      Tab next  Enter select  ←→ tabs  l log out  q quit
      """)
  }

  /// While a dialog takes every key, TerminalUI's `ScreenRenderer` brackets nothing of the
  /// screen behind it, so without colours only the dialog's button looks focused: Cancel,
  /// where focus starts so a stray Enter does not log out.
  @Test func theLogoutConfirmationIsDrawnOverTheTabBar() {
    var state = tabBar(.b1)
    state.tabBar?.logoutDialog = .logout

    expectNoDifference(
      RootView.screen(state).snapshot(size: size),
      """
      B1
      \(tabRow(1))

      Signed in as Ada Lovelace
      Logged in at 2023-11-14T22:13:20Z
                          ┌─ Log out? ───────────────────────────┐
                          │ You will return to the login screen. │
                          │                                      │
                          │   Log out   [ Cancel ]               │
                          └──────────────────────────────────────┘
      Last saved: nothing yet
        Saved facts



      ←→ choose  Enter select  Esc cancel
      """)
  }

  @Test func aNarrowTerminalStillShowsTheTitleAndTheKeyLineInBothScenes() {
    let narrow = TerminalSize(rows: 6, columns: 20)

    expectNoDifference(
      RootView.screen(Root.State()).snapshot(size: narrow),
      """
      Log in

      lists them.

      Username [<your us…]
      Tab next  Enter nex…
      """)
    expectNoDifference(
      RootView.screen(tabBar(.a1)).snapshot(size: narrow),
      """
      A1
      \(tabRow(0, width: 20))

      number.
      [ Reload fact ]
      Tab next  Enter sel…
      """)
  }
}

/// The row of tabs as drawn at `width` with the tab at `selected` chosen. Computed from
/// `Tab.allCases`, so these snapshots still hold after `Scripts/new-feature.sh --tab` adds a
/// tab; TerminalUI's own tests pin how a row of tabs looks.
func tabRow(_ selected: Int, width: Int = 80) -> String {
  TabStrip(titles: Tab.allCases.map(\.title), selection: selected).lines(width: width).text
}
