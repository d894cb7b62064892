import Effects
import FeatureA
import FeatureB1
import FeatureB2
import Foundation
import TabBar
import TerminalUI
import Testing

/// The tab bar drawn as a person sees it (what a tab shows is drawn in its feature's tests):
/// each tab under the row of tabs, a pushed A2 and a presented B2 inside their tabs, focus on
/// each control, the logout confirmation over the screen, and a tiny terminal.
@MainActor @Suite struct TabBarViewSnapshotTests {
  private let size = TerminalSize(rows: 18, columns: 80)
  private let ada = LoginResponse.preview

  private func loaded(_ tab: Tab = .a1) -> TabBar.State {
    var state = TabBar.State(user: ada, selectedTab: tab)
    state.a1.fact.fact = "1 is the first positive whole number."
    state.b1.fact.fact = "3 is the number of spatial dimensions we perceive."
    return state
  }

  @Test func theCounterTabShowsA1UnderTheTabs() {
    expectSnapshot(
      of: TabBarView.screen(.drawing(loaded(.a1))), size: size,
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

  @Test func theProfileTabShowsB1WithTheUserHandedDown() {
    expectSnapshot(
      of: TabBarView.screen(.drawing(loaded(.b1))), size: size,
      matches: """
        B1
        \(tabRow(1))

        Signed in as Ada Lovelace
        Logged in at 2023-11-14T22:13:20Z

        Fact for 3
        3 is the number of spatial dimensions we perceive.

        Saved facts: 0
        Last saved: nothing yet
        [ Saved facts ]
        """)
  }

  @Test func focusStepsThroughEveryControlOfTheProfileTab() {
    var state = loaded(.b1)
    state.b1.fact.errorMessage = NumberFactError.timedOut.description
    let screen = TabBarView.screen(.drawing(state))
    #expect(screen.controls.map(\.id) == ["retry", "open-saved-facts"])

    expectSnapshot(
      of: screen, size: size, focus: "retry",
      matches: """
        B1
        \(tabRow(1))

        Signed in as Ada Lovelace
        Logged in at 2023-11-14T22:13:20Z

        Fact for 3
        ! The number facts service did not answer in time. Try again in a moment.
        [ Retry ]
        3 is the number of spatial dimensions we perceive.

        Saved facts: 0
        Last saved: nothing yet
          Saved facts
        """)
    expectSnapshot(
      of: screen, size: size, focus: "open-saved-facts",
      matches: """
        B1
        \(tabRow(1))

        Signed in as Ada Lovelace
        Logged in at 2023-11-14T22:13:20Z

        Fact for 3
        ! The number facts service did not answer in time. Try again in a moment.
          Retry
        3 is the number of spatial dimensions we perceive.

        Saved facts: 0
        Last saved: nothing yet
        [ Saved facts ]
        """)
  }

  @Test func anA2PushedInTheCounterTabKeepsTheTabsAndOffersEscBack() {
    var state = loaded(.a1)
    state.a1.path.append(A2.State())
    state.a1.path[id: 0]?.fact.fact = "2 is the only even prime number."

    expectSnapshot(
      of: TabBarView.screen(.drawing(state)), size: size,
      matches: """
        ← Esc back  A2 · 2 (1 deep)
        \(tabRow(0))

        Fact for 2
        2 is the only even prime number.
        [ Reload fact ]

        Calculator
        Left number   <a whole number>
        Right number  <a whole number>
          ✓ +     −     ×     ÷
          Calculate
         (Fact for the result)
        """)
  }

  @Test func b2PresentedInTheProfileTabKeepsTheTabsAndOffersEscBack() {
    var state = loaded(.b1)
    state.b1.b2 = B2.State()
    state.b1.b2?.fact.fact = "4 is the number of seasons in a year."

    expectSnapshot(
      of: TabBarView.screen(.drawing(state)), size: size, focus: "save",
      matches: """
        ← Esc back  B2 · Saved facts
        \(tabRow(1))

        Fact for 4
        4 is the number of seasons in a year.
          Reload fact
        [ Save this fact ]

        Saved facts (0)
        No saved facts yet.
        """)
  }

  /// While a dialog takes every key, TerminalUI's `ScreenRenderer` brackets nothing of the
  /// screen behind it, so without colours only the dialog's button looks focused. Focus
  /// starts on Cancel, so a stray Enter does not log out.
  @Test func theLogoutConfirmationIsDrawnOverTheScreenWithItsCancelButtonFocused() {
    var state = loaded(.a1)
    state.logoutDialog = .logout

    expectSnapshot(
      of: TabBarView.screen(.drawing(state)), size: size,
      matches: """
        A1
        \(tabRow(0))

        Fact for 1
        1 is the first positive whole number.
          Reload fact
                            ┌─ Log out? ───────────────────────────┐
                            │ You will return to the login screen. │
                            │                                      │
                            │   Log out   [ Cancel ]               │
                            └──────────────────────────────────────┘
          Start timer

          Open A2
        """)
  }

  @Test func aNarrowTerminalStillShowsTheTitleAndTheTabs() {
    expectSnapshot(
      of: TabBarView.screen(.drawing(loaded(.b1))), size: TerminalSize(rows: 6, columns: 20),
      matches: """
        B1
        \(tabRow(1, width: 20))

        yet
        [ Saved facts ]
        """)
  }

  /// A dialog taller than the space under the tabs keeps its top border and its bottom, the
  /// buttons being the only things a person can act on, and drops message lines from the
  /// middle; under 3 rows only its bottom lines show. Buttons that do not fit side by side go
  /// one per line, so "Cancel" is never cut.
  @Test func aNarrowTerminalShowsTheLogoutConfirmationsButtons() {
    var state = loaded(.a1)
    state.logoutDialog = .logout

    expectSnapshot(
      of: TabBarView.screen(.drawing(state)), size: TerminalSize(rows: 6, columns: 20),
      matches: """
        A1
        \(tabRow(0, width: 20))

        │ [ Cancel ]       │
        └──────────────────┘
        """)
    expectSnapshot(
      of: TabBarView.screen(.drawing(state)), size: TerminalSize(rows: 10, columns: 20),
      matches: """
        A1
        \(tabRow(0, width: 20))

        ┌─ Log out? ───────┐
        │ screen.          │
        │                  │
        │   Log out        │
        │ [ Cancel ]       │
        └──────────────────┘
        """)
  }
}

/// The row of tabs as drawn at `width` with the tab at `selected` chosen. Computed from
/// `Tab.allCases`, so these snapshots still hold after `Scripts/new-feature.sh --tab` adds a
/// tab; TerminalUI's own tests pin how a row of tabs looks.
func tabRow(_ selected: Int, width: Int = 80) -> String {
  TabStrip(titles: Tab.allCases.map(\.title), selection: selected).lines(width: width).text
}
