import Effects
import FeatureA
import TerminalUI
import Testing

/// What A1's screen sends and asks of the runner: its fact's appearance, every control's
/// action, the counter's keys, and the A2 on top of the stack when one is pushed. How it looks
/// is in A1ViewSnapshotTests.
@MainActor @Suite struct A1ViewTests {
  @Test func beforeItsFirstAppearanceA1AsksForItsFact() {
    let screen = A1View.screen(.drawing(A1.State()))

    #expect(screen.id == "a1")
    #expect(screen.title == "A1")
    #expect(screen.back == nil)
    #expect(screen.onAppear?.fact?.onAppear != nil)
    #expect(
      screen.controls.map(\.id) == [
        "reload", "decrement", "increment", "fact-for-count", "increment-then-fetch", "timer",
        "open-a2",
      ])
    #expect(!screen.isBusy)
  }

  @Test func everyControlSendsWhatA1Expects() {
    let screen = A1View.screen(.drawing(A1.State()))

    #expect(screen.button("decrement")?.action?.decrementButtonTapped != nil)
    #expect(screen.button("increment")?.action?.incrementButtonTapped != nil)
    #expect(screen.button("fact-for-count")?.action?.numberFactButtonTapped != nil)
    #expect(
      screen.button("increment-then-fetch")?.action?.incrementThenFetchButtonTapped != nil)
    #expect(screen.button("timer")?.action?.toggleTimerButtonTapped != nil)
    #expect(screen.button("open-a2")?.action?.showA2ButtonTapped != nil)
  }

  @Test func plusAndMinusKeysMoveTheCounter() {
    let shortcuts = A1View.screen(.drawing(A1.State())).shortcuts

    #expect(shortcuts.map(\.key) == [.character("+"), .character("-")])
    #expect(shortcuts.map(\.hint) == ["increment", "decrement"])
    #expect(shortcuts[0].action.incrementButtonTapped != nil)
    #expect(shortcuts[1].action.decrementButtonTapped != nil)
  }

  @Test func onePushedA2IsShownWithEscPoppingIt() throws {
    var state = A1.State()
    state.path[id: 0] = A2.State()

    let (store, sent) = StoreOf<A1>.recording(state)
    let screen = A1View.screen(store)
    #expect(screen.id == "a2-0")
    #expect(screen.title == "A2 · 2 (1 deep)")
    screen.back?.perform(on: store)
    #expect(sent.last?.path?.popFrom == 0)
    let appear = try #require(screen.onAppear?.path?.element)
    #expect(appear.id == 0)
    #expect(appear.action.fact?.onAppear != nil)
    #expect(screen.shortcuts.isEmpty)
  }

  @Test func withTwoA2sPushedTheTopOneIsShownAndGetsEveryAction() throws {
    var state = A1.State()
    state.path[id: 0] = A2.State()
    state.path[id: 1] = A2.State(number: 42, calculator: Calculator.State(lhs: "40", rhs: "2"))
    state.path[id: 1]?.calculator.result = 42

    let (store, sent) = StoreOf<A1>.recording(state)
    let screen = A1View.screen(store)
    #expect(screen.id == "a2-1")
    #expect(screen.title == "A2 · 42 (2 deep)")
    screen.back?.perform(on: store)
    #expect(sent.last?.path?.popFrom == 1)
    #expect(screen.onAppear?.path?.element?.id == 1)
    #expect(
      screen.controls.map(\.id) == [
        "reload", "left", "right", "op-addition", "op-subtraction", "op-multiplication",
        "op-division", "calculate", "fact-for-result",
      ])

    try #require(screen.field("left")).onChange("7").perform(on: store)
    let typed = try #require(sent.last?.path?.element)
    #expect(typed.id == 1)
    #expect(typed.action.calculator?.fields?[id: .left]?.textChanged == "7")
    try #require(screen.button("op-division")).reaction.perform(on: store)
    let division = try #require(sent.last?.path?.element)
    #expect(division.id == 1)
    #expect(division.action.calculator?.operatorChanged == .division)
    let factForResult = try #require(screen.button("fact-for-result")?.action?.path?.element)
    #expect(factForResult.id == 1)
    #expect(factForResult.action.factForResultButtonTapped != nil)
  }

  @Test func eachA2OnTheStackHasItsOwnScreenID() {
    var state = A1.State()
    state.path[id: 0] = A2.State()
    let first = A1View.screen(.drawing(state)).id
    state.path[id: 1] = A2.State()
    let second = A1View.screen(.drawing(state)).id
    state.path.pop(from: 1)

    #expect([first, second, A1View.screen(.drawing(state)).id] == ["a2-0", "a2-1", "a2-0"])
    state.path.removeAll()
    #expect(A1View.screen(.drawing(state)).id == "a1")
  }
}
