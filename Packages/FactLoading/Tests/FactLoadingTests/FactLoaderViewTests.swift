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
}
