import Effects
import FeatureA
import TerminalUI
import Testing

/// A2's screen drawn as a person sees it (the fact loader's own states are drawn in
/// FactLoading's tests): the fact, the calculator's fields, operator, result and errors, focus
/// on each control, and a terminal too short for it.
@MainActor @Suite struct A2ViewSnapshotTests {
  private let size = TerminalSize(rows: 18, columns: 60)

  @Test func aFreshA2ShowsAnEmptyCalculatorWithTheFactButtonDimmed() {
    expectSnapshot(
      of: A2View.screen(.drawing(A2.State())), size: size,
      matches: """
        A2 · 2

        Fact for 2
        No fact yet.
        [ Reload fact ]

        Calculator
        Left number   <a whole number>
        Right number  <a whole number>
          ✓ +     −     ×     ÷
          Calculate
         (Fact for the result)
        """)
  }

  @Test func aLoadedFactAndTypedNumbersAreShown() {
    var state = A2.State(calculator: Calculator.State(lhs: "12", rhs: "-3", operator: .division))
    state.fact.fact = goodFact(2)

    expectSnapshot(
      of: A2View.screen(.drawing(state), depth: 1), size: size,
      matches: """
        A2 · 2 (1 deep)

        Fact for 2
        2 is a good number.
        [ Reload fact ]

        Calculator
        Left number   12
        Right number  -3
          +     −     ×     ✓ ÷
          Calculate
         (Fact for the result)
        """)
  }

  @Test func whileCalculatingASpinnerShowsUnderCalculate() {
    var state = A2.State(calculator: Calculator.State(lhs: "1", rhs: "2"))
    state.fact.fact = goodFact(2)
    state.calculator.isCalculating = true
    let screen = A2View.screen(.drawing(state))
    #expect(screen.isBusy)

    expectSnapshot(
      of: screen, size: size, focus: "calculate",
      matches: """
        A2 · 2

        Fact for 2
        2 is a good number.
          Reload fact

        Calculator
        Left number   1
        Right number  2
          ✓ +     −     ×     ÷
        [ Calculate ]
        ⠋ Calculating…
         (Fact for the result)
        """)
  }

  @Test func aResultEnablesFactForTheResult() {
    var state = A2.State(calculator: Calculator.State(lhs: "40", rhs: "2"))
    state.fact.fact = goodFact(2)
    state.calculator.result = 42
    let screen = A2View.screen(.drawing(state))
    #expect(screen.controls.last?.id == "fact-for-result")
    #expect(screen.button("fact-for-result")?.action?.factForResultButtonTapped != nil)

    expectSnapshot(
      of: screen, size: size, focus: "fact-for-result",
      matches: """
        A2 · 2

        Fact for 2
        2 is a good number.
          Reload fact

        Calculator
        Left number   40
        Right number  2
          ✓ +     −     ×     ÷
          Calculate
        Result: 42
        [ Fact for the result ]
        """)
  }

  @Test func aBadNumberFocusesItsFieldAndKeepsTheLastResult() {
    var state = A2.State(calculator: Calculator.State(lhs: "abc", rhs: "2"))
    state.fact.fact = goodFact(2)
    state.calculator.result = 7
    state.calculator.errorMessage = CalculationError.notANumber(field: .left).description
    state.calculator.focusedField = .left
    let screen = A2View.screen(.drawing(state))
    #expect(screen.focusRequest == "left")

    expectSnapshot(
      of: screen, size: size,
      matches: """
        A2 · 2

        Fact for 2
        2 is a good number.
          Reload fact

        Calculator
        Left number  [abc                           ]
        Right number  2
          ✓ +     −     ×     ÷
          Calculate
        ! The left number is not a whole number. Enter digits,
          optionally after a + or - sign, between
          -9223372036854775808 and 9223372036854775807.
        Result: 7
          Fact for the result
        """)
  }

  @Test func divisionByZeroSaysWhatToChange() {
    var state = A2.State(calculator: Calculator.State(lhs: "7", rhs: "0", operator: .division))
    state.fact.fact = goodFact(2)
    state.calculator.errorMessage = CalculationError.divisionByZero.description

    expectSnapshot(
      of: A2View.screen(.drawing(state)), size: size, focus: "calculate",
      matches: """
        A2 · 2

        Fact for 2
        2 is a good number.
          Reload fact

        Calculator
        Left number   7
        Right number  0
          +     −     ×     ✓ ÷
        [ Calculate ]
        ! Cannot divide by zero. Enter a right number other than 0.
         (Fact for the result)
        """)
  }

  @Test func focusStepsThroughEveryControlOneAtATime() {
    var state = A2.State(calculator: Calculator.State(lhs: "40", rhs: "2"))
    state.fact.fact = goodFact(2)
    state.calculator.result = 42
    let screen = A2View.screen(.drawing(state))
    #expect(
      screen.controls.map(\.id) == [
        "reload", "left", "right", "op-addition", "op-subtraction", "op-multiplication",
        "op-division", "calculate", "fact-for-result",
      ])

    expectSnapshot(
      of: screen, size: size, focus: "reload",
      matches: """
        A2 · 2

        Fact for 2
        2 is a good number.
        [ Reload fact ]

        Calculator
        Left number   40
        Right number  2
          ✓ +     −     ×     ÷
          Calculate
        Result: 42
          Fact for the result
        """)
    expectSnapshot(
      of: screen, size: size, focus: "left",
      matches: """
        A2 · 2

        Fact for 2
        2 is a good number.
          Reload fact

        Calculator
        Left number  [40                            ]
        Right number  2
          ✓ +     −     ×     ÷
          Calculate
        Result: 42
          Fact for the result
        """)
    expectSnapshot(
      of: screen, size: size, focus: "right",
      matches: """
        A2 · 2

        Fact for 2
        2 is a good number.
          Reload fact

        Calculator
        Left number   40
        Right number [2                             ]
          ✓ +     −     ×     ÷
          Calculate
        Result: 42
          Fact for the result
        """)
    expectSnapshot(
      of: screen, size: size, focus: "op-addition",
      matches: """
        A2 · 2

        Fact for 2
        2 is a good number.
          Reload fact

        Calculator
        Left number   40
        Right number  2
        [ ✓ + ]   −     ×     ÷
          Calculate
        Result: 42
          Fact for the result
        """)
    expectSnapshot(
      of: screen, size: size, focus: "op-subtraction",
      matches: """
        A2 · 2

        Fact for 2
        2 is a good number.
          Reload fact

        Calculator
        Left number   40
        Right number  2
          ✓ +   [ − ]   ×     ÷
          Calculate
        Result: 42
          Fact for the result
        """)
    expectSnapshot(
      of: screen, size: size, focus: "op-multiplication",
      matches: """
        A2 · 2

        Fact for 2
        2 is a good number.
          Reload fact

        Calculator
        Left number   40
        Right number  2
          ✓ +     −   [ × ]   ÷
          Calculate
        Result: 42
          Fact for the result
        """)
    expectSnapshot(
      of: screen, size: size, focus: "op-division",
      matches: """
        A2 · 2

        Fact for 2
        2 is a good number.
          Reload fact

        Calculator
        Left number   40
        Right number  2
          ✓ +     −     ×   [ ÷ ]
          Calculate
        Result: 42
          Fact for the result
        """)
    expectSnapshot(
      of: screen, size: size, focus: "calculate",
      matches: """
        A2 · 2

        Fact for 2
        2 is a good number.
          Reload fact

        Calculator
        Left number   40
        Right number  2
          ✓ +     −     ×     ÷
        [ Calculate ]
        Result: 42
          Fact for the result
        """)
    expectSnapshot(
      of: screen, size: size, focus: "fact-for-result",
      matches: """
        A2 · 2

        Fact for 2
        2 is a good number.
          Reload fact

        Calculator
        Left number   40
        Right number  2
          ✓ +     −     ×     ÷
          Calculate
        Result: 42
        [ Fact for the result ]
        """)
  }

  @Test func aNarrowTerminalScrollsToTheFocusedField() {
    var state = A2.State(calculator: Calculator.State(lhs: "12345678901234567890"))
    state.fact.fact = goodFact(2)

    expectSnapshot(
      of: A2View.screen(.drawing(state)), size: TerminalSize(rows: 6, columns: 20), focus: "left",
      matches: """
        A2 · 2


        Calculator
        Left number  [7890 ]
        """)
  }
  /// A frame without colours (`NO_COLOR`, a pipe, this snapshot) keeps no style, so
  /// TerminalUI's `ButtonView` puts a disabled button in parentheses as well as dimming it:
  /// "Fact for the result" reads differently when it cannot be pressed.
  @Test func aDisabledButtonLooksDifferentFromAnEnabledOneWithoutColours() {
    var enabled = A2.State()
    enabled.calculator.result = 42
    let disabledFrame = A2View.screen(.drawing(A2.State())).snapshot(size: size).split(
      separator: "\n")
    let enabledFrame = A2View.screen(.drawing(enabled)).snapshot(size: size).split(separator: "\n")

    #expect(disabledFrame.last { $0.contains("Fact for the result") } == " (Fact for the result)")
    #expect(enabledFrame.last { $0.contains("Fact for the result") } == "  Fact for the result")
  }

  /// TerminalUI's `TextFieldView` puts a placeholder in angle brackets as well as dimming it,
  /// so without colours an empty field does not read as one that holds its placeholder's
  /// words.
  @Test func anEmptyFieldsPlaceholderLooksDifferentFromTypedTextWithoutColours() {
    let empty = A2View.screen(.drawing(A2.State())).snapshot(size: size)
    let typed = A2View.screen(
      .drawing(
        A2.State(calculator: Calculator.State(lhs: "a whole number", rhs: "a whole number"))
      )
    ).snapshot(size: size)

    #expect(empty != typed)
    #expect(empty.contains("Left number   <a whole number>"))
    #expect(typed.contains("Left number   a whole number\n"))
  }
}
