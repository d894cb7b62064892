import Effects
import FeatureA
import TerminalUI
import Testing

/// A1's screen drawn as a person sees it (the fact loader's own states are drawn in
/// FactLoading's tests): the fact hosted above the counter, focus on each control, a terminal
/// too short for it, and A2s pushed on the stack.
@MainActor @Suite struct A1ViewSnapshotTests {
  private let size = TerminalSize(rows: 16, columns: 60)

  @Test func beforeTheFirstLoadA1SaysThereIsNoFactYet() {
    expectSnapshot(
      of: A1View.screen(.drawing(A1.State())), size: size,
      matches: """
        A1

        Fact for 1
        No fact yet.
        [ Reload fact ]

        Count: 1
          −     +
          Fact for this number
          Increment then fetch
          Start timer

          Open A2
        """)
  }

  @Test func aLoadedFactIsShownUnderItsHeading() {
    let screen = A1View.screen(.drawing(a1State(count: 5, fact: goodFact(1))))
    #expect(screen.button("reload")?.action?.fact?.reloadButtonTapped != nil)
    expectSnapshot(
      of: screen, size: size,
      matches: """
        A1

        Fact for 1
        1 is a good number.
        [ Reload fact ]

        Count: 5
          −     +
          Fact for this number
          Increment then fetch
          Start timer

          Open A2
        """)
  }

  @Test func focusStepsThroughEveryControlOneAtATime() {
    let screen = A1View.screen(.drawing(a1State(count: 3, fact: goodFact(1))))
    #expect(
      screen.controls.map(\.id) == [
        "reload", "decrement", "increment", "fact-for-count", "increment-then-fetch", "timer",
        "open-a2",
      ])

    expectSnapshot(
      of: screen, size: size, focus: "reload",
      matches: """
        A1

        Fact for 1
        1 is a good number.
        [ Reload fact ]

        Count: 3
          −     +
          Fact for this number
          Increment then fetch
          Start timer

          Open A2
        """)
    expectSnapshot(
      of: screen, size: size, focus: "decrement",
      matches: """
        A1

        Fact for 1
        1 is a good number.
          Reload fact

        Count: 3
        [ − ]   +
          Fact for this number
          Increment then fetch
          Start timer

          Open A2
        """)
    expectSnapshot(
      of: screen, size: size, focus: "increment",
      matches: """
        A1

        Fact for 1
        1 is a good number.
          Reload fact

        Count: 3
          −   [ + ]
          Fact for this number
          Increment then fetch
          Start timer

          Open A2
        """)
    expectSnapshot(
      of: screen, size: size, focus: "fact-for-count",
      matches: """
        A1

        Fact for 1
        1 is a good number.
          Reload fact

        Count: 3
          −     +
        [ Fact for this number ]
          Increment then fetch
          Start timer

          Open A2
        """)
    expectSnapshot(
      of: screen, size: size, focus: "increment-then-fetch",
      matches: """
        A1

        Fact for 1
        1 is a good number.
          Reload fact

        Count: 3
          −     +
          Fact for this number
        [ Increment then fetch ]
          Start timer

          Open A2
        """)
    expectSnapshot(
      of: screen, size: size, focus: "timer",
      matches: """
        A1

        Fact for 1
        1 is a good number.
          Reload fact

        Count: 3
          −     +
          Fact for this number
          Increment then fetch
        [ Start timer ]

          Open A2
        """)
    expectSnapshot(
      of: screen, size: size, focus: "open-a2",
      matches: """
        A1

        Fact for 1
        1 is a good number.
          Reload fact

        Count: 3
          −     +
          Fact for this number
          Increment then fetch
          Start timer

        [ Open A2 ]
        """)
  }

  @Test func aRunningTimerOffersToStopIt() {
    var state = a1State(count: 12, fact: goodFact(1))
    state.isTimerOn = true

    expectSnapshot(
      of: A1View.screen(.drawing(state)), size: size, focus: "timer",
      matches: """
        A1

        Fact for 1
        1 is a good number.
          Reload fact

        Count: 12
          −     +
          Fact for this number
          Increment then fetch
        [ Stop timer ]

          Open A2
        """)
  }

  @Test func aNarrowTerminalScrollsToTheFocusedControl() {
    expectSnapshot(
      of: A1View.screen(.drawing(a1State(fact: goodFact(1)))),
      size: TerminalSize(rows: 6, columns: 20), focus: "open-a2",
      matches: """
        A1

          Start timer

        [ Open A2 ]
        """)
  }

  @Test func withTwoA2sPushedTheTopOneIsShownWithEscBack() {
    var state = a1State(fact: goodFact(1))
    state.path[id: 0] = A2.State()
    state.path[id: 0]?.fact.fact = goodFact(2)
    state.path[id: 1] = A2.State(
      number: 42, calculator: Calculator.State(lhs: "40", rhs: "2"))
    state.path[id: 1]?.fact.fact = goodFact(42)
    state.path[id: 1]?.calculator.result = 42

    expectSnapshot(
      of: A1View.screen(.drawing(state)), size: TerminalSize(rows: 18, columns: 60),
      matches: """
        ← Esc back  A2 · 42 (2 deep)

        Fact for 42
        42 is a good number.
        [ Reload fact ]

        Calculator
        Left number   40
        Right number  2
          ✓ +     −     ×     ÷
          Calculate
        Result: 42
          Fact for the result
        """)
  }
}
