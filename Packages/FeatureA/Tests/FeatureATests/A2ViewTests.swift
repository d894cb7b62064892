import Effects
import FeatureA
import TerminalUI
import Testing

/// What A2's controls send and what its screen asks of the runner: its title, the fields'
/// edits, the operator row, and its hosted fact's Retry. How each state looks is in
/// A2ViewSnapshotTests, with the focus and action a drawn state implies.
@MainActor @Suite struct A2ViewTests {
  @Test func aFreshA2ShowsAnEmptyCalculator() {
    let screen = A2View.screen(.drawing(A2.State()))

    #expect(screen.id == "a2")
    #expect(screen.title == "A2 · 2")
    #expect(screen.back == nil)
    #expect(screen.onAppear?.fact?.onAppear != nil)
    #expect(screen.focusRequest == nil)
    #expect(
      screen.outline == [
        "text(heading): Fact for 2",
        "text(secondary): No fact yet.",
        "button reload: Reload fact",
        "",
        "text(heading): Calculator",
        "field left: Left number []",
        "field right: Right number []",
        "row op-addition: + [selected] | op-subtraction: − | op-multiplication: × | "
          + "op-division: ÷",
        "button calculate: Calculate",
        "button fact-for-result: Fact for the result [disabled]",
      ])
    #expect(
      screen.controls.map(\.id) == [
        "reload", "left", "right", "op-addition", "op-subtraction", "op-multiplication",
        "op-division", "calculate",
      ])
  }

  @Test func theTitleShowsTheNumberAndTheDepth() {
    #expect(A2View.screen(.drawing(A2.State(number: 42))).title == "A2 · 42")
    #expect(A2View.screen(.drawing(A2.State(number: 42)), depth: 3).title == "A2 · 42 (3 deep)")
  }

  @Test func theFieldsShowTheirTextAndSendEditsToTheirOwnElement() throws {
    let (store, sent) = StoreOf<A2>.recording(
      A2.State(calculator: Calculator.State(lhs: "12", rhs: "-3")))
    let screen = A2View.screen(store)

    let left = try #require(screen.field("left"))
    let right = try #require(screen.field("right"))
    #expect(
      [left.label, left.text, right.label, right.text] == [
        "Left number", "12", "Right number", "-3",
      ])
    left.onChange("7").perform(on: store)
    #expect(sent.last?.calculator?.fields?[id: .left]?.textChanged == "7")
    right.onChange("8").perform(on: store)
    #expect(sent.last?.calculator?.fields?[id: .right]?.textChanged == "8")
    #expect(left.onSubmit?.calculator?.calculateButtonTapped != nil)
    #expect(right.onSubmit?.calculator?.calculateButtonTapped != nil)
  }

  @Test func theChosenOperatorIsSelectedAndEachButtonChoosesItsOwn() {
    let (store, sent) = StoreOf<A2>.recording(
      A2.State(calculator: Calculator.State(operator: .division)))
    let screen = A2View.screen(store)

    let row = CalculationOperator.allCases.compactMap { screen.button("op-\($0.rawValue)") }
    #expect(row.map(\.isSelected) == [false, false, false, true])
    for button in row { button.reaction.perform(on: store) }
    #expect(sent.actions.map(\.calculator?.operatorChanged) == CalculationOperator.allCases)
    #expect(screen.button("calculate")?.action?.calculator?.calculateButtonTapped != nil)
  }

  @Test func theFactsErrorOffersRetry() {
    var state = A2.State()
    state.fact.errorMessage = "No connection."

    let screen = A2View.screen(.drawing(state))
    #expect(
      screen.outline.prefix(3) == [
        "text(heading): Fact for 2", "error: No connection.", "button retry: Retry",
      ])
    #expect(screen.button("retry")?.action?.fact?.reloadButtonTapped != nil)
  }
}
