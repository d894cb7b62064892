import Effects
import FeatureA
import TerminalUI
import Testing

/// A2's screen on its own: the fact, the calculator's fields, operator, result and error, and
/// "Fact for the result".
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

  @Test func whileCalculatingASpinnerShows() {
    var state = A2.State(calculator: Calculator.State(lhs: "1", rhs: "2"))
    state.calculator.isCalculating = true

    let screen = A2View.screen(.drawing(state))
    #expect(
      screen.outline.suffix(2) == [
        "spinner: Calculating…", "button fact-for-result: Fact for the result [disabled]",
      ])
    #expect(screen.isBusy)
  }

  @Test func aResultEnablesFactForTheResult() {
    var state = A2.State(calculator: Calculator.State(lhs: "40", rhs: "2"))
    state.calculator.result = 42

    let screen = A2View.screen(.drawing(state))
    #expect(
      screen.outline.suffix(2) == [
        "text(success): Result: 42", "button fact-for-result: Fact for the result",
      ])
    #expect(screen.controls.last?.id == "fact-for-result")
    #expect(screen.button("fact-for-result")?.action?.factForResultButtonTapped != nil)
  }

  @Test func aBadNumberShowsItsMessageAndAsksForFocusOnItsField() {
    var state = A2.State(calculator: Calculator.State(lhs: "abc", rhs: "2"))
    state.calculator.result = 7
    state.calculator.errorMessage = CalculationError.notANumber(field: .left).description
    state.calculator.focusedField = .left

    let screen = A2View.screen(.drawing(state))
    #expect(screen.focusRequest == "left")
    #expect(
      screen.outline.suffix(3) == [
        "error: \(CalculationError.notANumber(field: .left).description)",
        "text(success): Result: 7",
        "button fact-for-result: Fact for the result",
      ])
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
