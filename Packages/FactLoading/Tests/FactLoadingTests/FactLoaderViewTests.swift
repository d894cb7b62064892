import Effects
import FactLoading
import TerminalUI
import Testing

/// What a screen with a fact shows in each state of its ``FactLoader``.
@MainActor @Suite struct FactLoaderViewTests {
  private func outline(
    _ state: FactLoader.State, offersReload: Bool = true
  ) -> [String] {
    Screen(id: "fact", title: "Fact") {
      FactLoaderView.elements(.drawing(state), offersReload: offersReload)
    }.outline
  }

  @Test func beforeAnyRequestItSaysThereIsNoFactYet() {
    #expect(
      outline(FactLoader.State(number: 3)) == [
        "text(heading): Fact for 3",
        "text(secondary): No fact yet.",
        "button reload: Reload fact",
      ])
  }

  @Test func whileLoadingItShowsProgressAndKeepsTheFact() {
    var state = FactLoader.State(number: 3, fact: "3 is old.")
    state.isLoading = true
    #expect(Screen(id: "fact", title: "Fact") { FactLoaderView.elements(.drawing(state)) }.isBusy)
    #expect(
      outline(state) == [
        "text(heading): Fact for 3",
        "spinner: Loading the fact for 3…",
        "text(plain): 3 is old.",
        "button reload: Reload fact",
      ])
  }

  @Test func anErrorOffersRetryInsteadOfReload() {
    var state = FactLoader.State(number: 3)
    state.errorMessage = "You are offline."
    #expect(
      outline(state) == [
        "text(heading): Fact for 3",
        "error: You are offline.",
        "button retry: Retry",
      ])
  }

  @Test func aScreenWhoseFactNeverChangesOffersNoReload() {
    #expect(
      outline(FactLoader.State(number: 3, fact: "3 is prime."), offersReload: false) == [
        "text(heading): Fact for 3",
        "text(plain): 3 is prime.",
      ])
  }

  @Test func aReloadIsDrawnWithTheSpinnerBesideTheFactItKeeps() {
    var state = FactLoader.State(number: 1, fact: "1 is a good number.")
    state.isLoading = true
    expectSnapshot(
      of: Screen(id: "fact", title: "Fact") { FactLoaderView.elements(.drawing(state)) },
      size: TerminalSize(rows: 8, columns: 60), spinnerFrame: 3,
      matches: """
        Fact

        Fact for 1
        ⠸ Loading the fact for 1…
        1 is a good number.
        [ Reload fact ]
        """)
  }

  @Test func anErrorIsDrawnWrappedWithRetryFocusedAndTheFactKept() {
    var state = FactLoader.State(number: 1, fact: "1 is a good number.")
    state.errorMessage = NumberFactError.offline.description
    let screen = Screen(id: "fact", title: "Fact") { FactLoaderView.elements(.drawing(state)) }
    expectSnapshot(
      of: screen, size: TerminalSize(rows: 8, columns: 60),
      matches: """
        Fact

        Fact for 1
        ! Could not reach the number facts service. Check your
          network connection, then try again.
        [ Retry ]
        1 is a good number.
        """)
    #expect(screen.button("retry")?.action?.reloadButtonTapped != nil)
  }
}
