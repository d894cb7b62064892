import Effects
import FeatureB1
import FeatureB2
import Foundation
import TerminalUI
import Testing

/// B1's screen drawn as a person sees it (the fact loader's own states are drawn in
/// FactLoading's tests): the user, the fact for 3, the saved facts' summary, focus on each
/// control, a long last saved fact, and B2 presented over it.
@MainActor @Suite struct B1ViewSnapshotTests {
  private let size = TerminalSize(rows: 16, columns: 60)
  private let user = LoginResponse.preview
  private let fact = "3 is the number of spatial dimensions we perceive."
  private let saved: IdentifiedArrayOf<SavedFact> = [
    SavedFact(number: 4, text: "4 is the smallest composite number."),
    SavedFact(number: 4, text: "4 is the number of chambers of the heart."),
  ]

  @Test func beforeItsFactArrivesB1ShowsTheUserAndNothingSaved() {
    expectSnapshot(
      of: B1View.screen(.drawing(B1.State(user: user, savedFacts: Shared(value: [])))), size: size,
      matches: """
        B1

        Signed in as Ada Lovelace
        Logged in at 2023-11-14T22:13:20Z

        Fact for 3
        No fact yet.

        Saved facts: 0
        Last saved: nothing yet
        [ Saved facts ]
        """)
  }

  @Test func aLoadedFactAndTheSavedFactsSummaryAreShown() {
    var state = B1.State(user: user, savedFacts: Shared(value: saved))
    state.fact.fact = fact

    expectSnapshot(
      of: B1View.screen(.drawing(state)), size: size,
      matches: """
        B1

        Signed in as Ada Lovelace
        Logged in at 2023-11-14T22:13:20Z

        Fact for 3
        3 is the number of spatial dimensions we perceive.

        Saved facts: 2
        Last saved: 4 is the number of chambers of the heart.
        [ Saved facts ]
        """)
  }

  @Test func focusStepsThroughEveryControlOneAtATime() {
    var state = B1.State(user: user, savedFacts: Shared(value: saved))
    state.fact.fact = fact
    state.fact.errorMessage = NumberFactError.timedOut.description
    let screen = B1View.screen(.drawing(state))
    #expect(screen.controls.map(\.id) == ["retry", "open-saved-facts"])

    expectSnapshot(
      of: screen, size: size, focus: "retry",
      matches: """
        B1

        Signed in as Ada Lovelace
        Logged in at 2023-11-14T22:13:20Z

        Fact for 3
        ! The number facts service did not answer in time. Try again
          in a moment.
        [ Retry ]
        3 is the number of spatial dimensions we perceive.

        Saved facts: 2
        Last saved: 4 is the number of chambers of the heart.
          Saved facts
        """)
    expectSnapshot(
      of: screen, size: size, focus: "open-saved-facts",
      matches: """
        B1

        Signed in as Ada Lovelace
        Logged in at 2023-11-14T22:13:20Z

        Fact for 3
        ! The number facts service did not answer in time. Try again
          in a moment.
          Retry
        3 is the number of spatial dimensions we perceive.

        Saved facts: 2
        Last saved: 4 is the number of chambers of the heart.
        [ Saved facts ]
        """)
  }

  @Test func aLongFactAndALongLastSavedFactWrap() {
    let long =
      "3 is the number of spatial dimensions we perceive, of primary colours of light, and "
      + "of sides of the simplest polygon."
    var state = B1.State(user: user, savedFacts: Shared(value: [SavedFact(number: 3, text: long)]))
    state.fact.fact = long

    expectSnapshot(
      of: B1View.screen(.drawing(state)), size: TerminalSize(rows: 16, columns: 60),
      matches: """
        B1

        Signed in as Ada Lovelace
        Logged in at 2023-11-14T22:13:20Z

        Fact for 3
        3 is the number of spatial dimensions we perceive, of
        primary colours of light, and of sides of the simplest
        polygon.

        Saved facts: 1
        Last saved: 3 is the number of spatial dimensions we
        perceive, of primary colours of light, and of sides of the
        simplest polygon.
        [ Saved facts ]
        """)
  }

  @Test func presentedB2IsShownWithEscDismissingIt() {
    var state = B1.State(user: user, savedFacts: Shared(value: saved))
    state.fact.fact = fact
    state.b2 = B2.State(savedFacts: state.$savedFacts)
    state.b2?.fact.fact = "4 is the number of seasons in a year."

    expectSnapshot(
      of: B1View.screen(.drawing(state)), size: TerminalSize(rows: 16, columns: 60), focus: "save",
      matches: """
        ← Esc back  B2 · Saved facts

        Fact for 4
        4 is the number of seasons in a year.
          Reload fact
        [ Save this fact ]

        Saved facts (2)
          4 is the smallest composite number.
          4 is the number of chambers of the heart.
        """)
  }
}
