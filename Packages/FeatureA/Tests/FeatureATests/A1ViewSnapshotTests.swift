import Effects
import FeatureA
import TerminalUI
import Testing

/// A1's screen drawn as a person sees it: the fact in each of its states, focus on each
/// control, a fact too long for one line, a tiny terminal, and A2s pushed on the stack.
@Suite struct A1ViewSnapshotTests {
  private let size = TerminalSize(rows: 16, columns: 60)

  @Test func beforeTheFirstLoadA1SaysThereIsNoFactYet() {
    expectNoDifference(
      A1View.screen(A1.State()).snapshot(size: size),
      """
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


      Tab next  Enter select  + increment  - decrement  q quit
      """)
  }

  @Test func loadingShowsASpinnerNamingTheNumber() {
    var state = A1.State()
    state.fact.isLoading = true

    expectNoDifference(
      A1View.screen(state).snapshot(size: size, spinnerFrame: 0),
      """
      A1

      Fact for 1
      ⠋ Loading the fact for 1…
      [ Reload fact ]

      Count: 1
        −     +
        Fact for this number
        Increment then fetch
        Start timer

        Open A2


      Tab next  Enter select  + increment  - decrement  q quit
      """)
  }

  @Test func aLoadedFactIsShownUnderItsHeading() {
    expectNoDifference(
      A1View.screen(a1State(count: 5, fact: goodFact(1))).snapshot(size: size),
      """
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


      Tab next  Enter select  + increment  - decrement  q quit
      """)
  }

  @Test func aReloadKeepsTheFactOnScreenBesideTheSpinner() {
    var state = a1State(fact: goodFact(1))
    state.fact.isLoading = true

    expectNoDifference(
      A1View.screen(state).snapshot(size: size, spinnerFrame: 3),
      """
      A1

      Fact for 1
      ⠸ Loading the fact for 1…
      1 is a good number.
      [ Reload fact ]

      Count: 1
        −     +
        Fact for this number
        Increment then fetch
        Start timer

        Open A2

      Tab next  Enter select  + increment  - decrement  q quit
      """)
  }

  @Test func anErrorOffersRetryFocusedAndKeepsThePreviousFact() {
    var state = a1State(fact: goodFact(1))
    state.fact.errorMessage = NumberFactError.offline.description

    expectNoDifference(
      A1View.screen(state).snapshot(size: size),
      """
      A1

      Fact for 1
      ! Could not reach the number facts service. Check your
        network connection, then try again.
      [ Retry ]
      1 is a good number.

      Count: 1
        −     +
        Fact for this number
        Increment then fetch
        Start timer

        Open A2
      Tab next  Enter select  + increment  - decrement  q quit
      """)
  }

  @Test func anErrorBeforeAnyFactShowsOnlyTheErrorAndRetry() {
    var state = A1.State()
    state.fact.errorMessage = NumberFactError.timedOut.description

    expectNoDifference(
      A1View.screen(state).snapshot(size: size),
      """
      A1

      Fact for 1
      ! The number facts service did not answer in time. Try again
        in a moment.
      [ Retry ]

      Count: 1
        −     +
        Fact for this number
        Increment then fetch
        Start timer

        Open A2

      Tab next  Enter select  + increment  - decrement  q quit
      """)
  }

  @Test func focusStepsThroughEveryControlOneAtATime() {
    let screen = A1View.screen(a1State(count: 3, fact: goodFact(1)))
    #expect(
      screen.controls.map(\.id) == [
        "reload", "decrement", "increment", "fact-for-count", "increment-then-fetch", "timer",
        "open-a2",
      ])

    expectNoDifference(
      screen.snapshot(size: size, focus: "reload"),
      """
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


      Tab next  Enter select  + increment  - decrement  q quit
      """)
    expectNoDifference(
      screen.snapshot(size: size, focus: "decrement"),
      """
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


      Tab next  Enter select  + increment  - decrement  q quit
      """)
    expectNoDifference(
      screen.snapshot(size: size, focus: "increment"),
      """
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


      Tab next  Enter select  + increment  - decrement  q quit
      """)
    expectNoDifference(
      screen.snapshot(size: size, focus: "fact-for-count"),
      """
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


      Tab next  Enter select  + increment  - decrement  q quit
      """)
    expectNoDifference(
      screen.snapshot(size: size, focus: "increment-then-fetch"),
      """
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


      Tab next  Enter select  + increment  - decrement  q quit
      """)
    expectNoDifference(
      screen.snapshot(size: size, focus: "timer"),
      """
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


      Tab next  Enter select  + increment  - decrement  q quit
      """)
    expectNoDifference(
      screen.snapshot(size: size, focus: "open-a2"),
      """
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


      Tab next  Enter select  + increment  - decrement  q quit
      """)
  }

  @Test func aRunningTimerOffersToStopIt() {
    var state = a1State(count: 12, fact: goodFact(1))
    state.isTimerOn = true

    expectNoDifference(
      A1View.screen(state).snapshot(size: size, focus: "timer"),
      """
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


      Tab next  Enter select  + increment  - decrement  q quit
      """)
  }

  @Test func aLongFactWrapsAtWordsWithinTheWidth() {
    let fact =
      "1 is the multiplicative identity: multiplying any number by 1 leaves it unchanged, "
      + "and it is neither prime nor composite."

    expectNoDifference(
      A1View.screen(a1State(fact: fact)).snapshot(size: size),
      """
      A1

      Fact for 1
      1 is the multiplicative identity: multiplying any number by
      1 leaves it unchanged, and it is neither prime nor
      composite.
      [ Reload fact ]

      Count: 1
        −     +
        Fact for this number
        Increment then fetch
        Start timer

        Open A2
      Tab next  Enter select  + increment  - decrement  q quit
      """)
  }

  @Test func aNarrowTerminalStillShowsTheTitleAndTheKeyLine() {
    expectNoDifference(
      A1View.screen(a1State(fact: goodFact(1))).snapshot(
        size: TerminalSize(rows: 6, columns: 20)),
      """
      A1

      Fact for 1
      1 is a good number.
      [ Reload fact ]
      Tab next  Enter sel…
      """)
  }

  @Test func aNarrowTerminalScrollsToTheFocusedControl() {
    expectNoDifference(
      A1View.screen(a1State(fact: goodFact(1))).snapshot(
        size: TerminalSize(rows: 6, columns: 20), focus: "open-a2"),
      """
      A1

        Start timer

      [ Open A2 ]
      Tab next  Enter sel…
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

    expectNoDifference(
      A1View.screen(state).snapshot(size: TerminalSize(rows: 18, columns: 60)),
      """
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




      Tab next  Enter select  Esc back  q quit
      """)
  }
}
