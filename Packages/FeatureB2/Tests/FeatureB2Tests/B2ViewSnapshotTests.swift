import Effects
import FeatureB2
import TerminalUI
import Testing

/// B2's screen drawn as a person sees it (the fact loader's own states are drawn in
/// FactLoading's tests): the fact, saving, the notice, the saved facts with a selection, focus
/// on each control, a long saved fact, and a terminal too short for the list.
@MainActor @Suite struct B2ViewSnapshotTests {
  private let size = TerminalSize(rows: 16, columns: 60)
  private let fact = "4 is the number of seasons in a year."
  private let saved: IdentifiedArrayOf<SavedFact> = [
    SavedFact(number: 4, text: "4 is the smallest composite number."),
    SavedFact(number: 4, text: "4 is the number of chambers of the heart."),
  ]

  @Test func beforeItsFactArrivesNothingCanBeSaved() {
    expectSnapshot(
      of: B2View.screen(.drawing(B2.State(savedFacts: Shared(value: [])))), size: size,
      matches: """
        B2 · Saved facts

        Fact for 4
        No fact yet.
        [ Reload fact ]
         (Save this fact)

        Saved facts (0)
        No saved facts yet.
        """)
  }

  @Test func aLoadedFactCanBeSavedAndTheListShowsWhatIsSaved() {
    var state = B2.State(savedFacts: Shared(value: saved))
    state.fact.fact = fact

    expectSnapshot(
      of: B2View.screen(.drawing(state)), size: size, focus: "save",
      matches: """
        B2 · Saved facts

        Fact for 4
        4 is the number of seasons in a year.
          Reload fact
        [ Save this fact ]

        Saved facts (2)
          4 is the smallest composite number.
          4 is the number of chambers of the heart.
        """)
  }

  @Test func aNoticeSaysTheFactWasAlreadySaved() {
    var state = B2.State(savedFacts: Shared(value: saved))
    state.fact.fact = saved[0].text
    state.notice = B2.alreadySavedNotice

    expectSnapshot(
      of: B2View.screen(.drawing(state)), size: size, focus: "save",
      matches: """
        B2 · Saved facts

        Fact for 4
        4 is the smallest composite number.
          Reload fact
        [ Save this fact ]
        This fact is already in your saved facts.

        Saved facts (2)
          4 is the smallest composite number.
          4 is the number of chambers of the heart.
        """)
  }

  @Test func focusStepsThroughEveryControlOneAtATime() {
    var state = B2.State(savedFacts: Shared(value: saved))
    state.fact.fact = fact
    let screen = B2View.screen(.drawing(state))
    #expect(screen.controls.map(\.id) == ["reload", "save", "saved-facts"])

    expectSnapshot(
      of: screen, size: size, focus: "reload",
      matches: """
        B2 · Saved facts

        Fact for 4
        4 is the number of seasons in a year.
        [ Reload fact ]
          Save this fact

        Saved facts (2)
          4 is the smallest composite number.
          4 is the number of chambers of the heart.
        """)
    expectSnapshot(
      of: screen, size: size, focus: "save",
      matches: """
        B2 · Saved facts

        Fact for 4
        4 is the number of seasons in a year.
          Reload fact
        [ Save this fact ]

        Saved facts (2)
          4 is the smallest composite number.
          4 is the number of chambers of the heart.
        """)
    expectSnapshot(
      of: screen, size: size, focus: "saved-facts",
      matches: """
        B2 · Saved facts

        Fact for 4
        4 is the number of seasons in a year.
          Reload fact
          Save this fact

        Saved facts (2)
        › 4 is the smallest composite number.
          4 is the number of chambers of the heart.
        """)
  }

  @Test func aLongFactWrapsAndALongSavedFactIsCutToTheWidth() {
    let long =
      "4 is the number of seasons in a year, of the chambers of the heart, and of the "
      + "nucleobases in DNA."
    var state = B2.State(savedFacts: Shared(value: [SavedFact(number: 4, text: long)]))
    state.fact.fact = long

    expectSnapshot(
      of: B2View.screen(.drawing(state)), size: size, focus: "saved-facts",
      matches: """
        B2 · Saved facts

        Fact for 4
        4 is the number of seasons in a year, of the chambers of the
        heart, and of the nucleobases in DNA.
          Reload fact
          Save this fact

        Saved facts (1)
        › 4 is the number of seasons in a year, of the chambers of…
        """)
  }

  @Test func aNarrowTerminalScrollsToTheSavedFacts() {
    var state = B2.State(savedFacts: Shared(value: saved))
    state.fact.fact = fact

    expectSnapshot(
      of: B2View.screen(.drawing(state)), size: TerminalSize(rows: 6, columns: 20),
      focus: "saved-facts",
      matches: """
        B2 · Saved facts

        Saved facts (2)
        › 4 is the smallest…
          4 is the number o…
        """)
  }
}
