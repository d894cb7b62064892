import Effects
import FeatureB2
import TerminalUI
import Testing

/// B2's screen: the fact for 4 in each of its states, saving it, the notice, and the list of
/// saved facts where Enter removes one.
@MainActor @Suite struct B2ViewTests {
  let fact = "4 is the number of seasons in a year."
  let saved = [
    SavedFact(number: 4, text: "4 is the smallest composite number."),
    SavedFact(number: 4, text: "4 is the number of chambers of the heart."),
  ]

  @Test func beforeItsFactArrivesB2AsksForItAndCannotSave() {
    let screen = B2View.screen(.drawing(B2.State(savedFacts: Shared(value: []))))

    #expect(screen.id == "b2")
    #expect(screen.title == "B2 · Saved facts")
    #expect(screen.back == nil)
    #expect(screen.onAppear?.fact?.onAppear != nil)
    #expect(
      screen.outline == [
        "text(heading): Fact for 4",
        "text(secondary): No fact yet.",
        "button reload: Reload fact",
        "button save: Save this fact [disabled]",
        "",
        "text(heading): Saved facts (0)",
        "list saved-facts: (No saved facts yet.)",
      ])
    #expect(screen.controls.map(\.id) == ["reload"])
  }

  @Test func aLoadedFactCanBeSavedOrReloaded() {
    var state = B2.State(savedFacts: Shared(value: []))
    state.fact.fact = fact

    let screen = B2View.screen(.drawing(state))
    #expect(
      screen.outline.prefix(4) == [
        "text(heading): Fact for 4", "text(plain): \(fact)", "button reload: Reload fact",
        "button save: Save this fact",
      ])
    #expect(screen.controls.map(\.id) == ["reload", "save"])
    #expect(screen.button("save")?.action?.saveButtonTapped != nil)
    #expect(screen.button("reload")?.action?.fact?.reloadButtonTapped != nil)
  }

  @Test func anErrorOffersRetryAndKeepsThePreviousFact() {
    var state = B2.State(savedFacts: Shared(value: []))
    state.fact.fact = fact
    state.fact.errorMessage = "The number service is unreachable. Try again."

    let screen = B2View.screen(.drawing(state))
    #expect(
      screen.outline.prefix(5) == [
        "text(heading): Fact for 4",
        "error: The number service is unreachable. Try again.",
        "button retry: Retry",
        "text(plain): \(fact)",
        "button save: Save this fact",
      ])
    #expect(screen.controls.map(\.id) == ["retry", "save"])
    #expect(screen.button("retry")?.action?.fact?.reloadButtonTapped != nil)
  }

  @Test func savingAFactAlreadyThereShowsTheNotice() {
    var state = B2.State(savedFacts: Shared(value: [SavedFact(number: 4, text: fact)]))
    state.fact.fact = fact
    state.notice = B2.alreadySavedNotice

    #expect(
      B2View.screen(.drawing(state)).outline.suffix(4) == [
        "text(notice): \(B2.alreadySavedNotice)",
        "",
        "text(heading): Saved facts (1)",
        "list saved-facts: [\"\(fact)\"]",
      ])
  }

  @Test func enterOnASavedFactRemovesThatFact() throws {
    var state = B2.State(savedFacts: Shared(value: IdentifiedArray(uniqueElements: saved)))
    state.fact.fact = fact

    let screen = B2View.screen(.drawing(state))
    #expect(screen.controls.map(\.id) == ["reload", "save", "saved-facts"])
    let list = try #require(screen.list("saved-facts"))
    #expect(list.items == saved.map(\.text))
    #expect(list.activateHint == "remove")
    #expect(list.onActivate?(0).removeButtonTapped == saved[0].id)
    #expect(list.onActivate?(1).removeButtonTapped == saved[1].id)
  }
}
