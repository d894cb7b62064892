import Effects
import FeatureB2
import TerminalUI
import Testing

/// What B2's screen offers and sends: before its fact arrives, saving or reloading a loaded
/// fact (through `.fact`), and Enter on a saved fact removing it. How each state looks, the
/// notice included, is in B2ViewSnapshotTests.
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
