import Effects
import FeatureA
import Testing

/// The calculator A2 hosts: fields, operator, focus, and the result or the error's message
/// for every `CalculationError`.
@MainActor
@Suite struct CalculatorTests {
  @Test func typingChoosingAnOperatorAndMovingFocus() async {
    let store = TestStore(initialState: Calculator.State()) { Calculator() }

    #expect(store.state.fields.map(\.label) == ["Left number", "Right number"])
    await store.send(.fields(.element(id: .left, action: .textChanged("12")))) {
      $0.fields[id: .left]?.text = "12"
    }
    await store.send(.fields(.element(id: .right, action: .textChanged("-3")))) {
      $0.fields[id: .right]?.text = "-3"
    }
    await store.send(.operatorChanged(.division)) { $0.operator = .division }
    await store.send(.focusChanged(.right)) { $0.focusedField = .right }
    await store.send(.focusChanged(nil)) { $0.focusedField = nil }
  }

  @Test func calculatingShowsTheResult() async {
    let store = TestStore(initialState: Calculator.State(lhs: "12", rhs: "-3", operator: .division))
    {
      Calculator()
    } withDependencies: {
      $0.calculation.calculate = { lhs, rhs, op in
        #expect(lhs == "12" && rhs == "-3" && op == .division)
        return -4
      }
    }

    await store.send(.calculateButtonTapped) { $0.isCalculating = true }
    await store.receive(\.calculationResponse?.success, -4) {
      $0.isCalculating = false
      $0.result = -4
    }
  }

  @Test(arguments: [CalculationError.Field.left, .right])
  func aBadNumberNamesItsFieldAndFocusesIt(field: CalculationError.Field) async {
    let store = TestStore(initialState: Calculator.State(lhs: "x", rhs: "y")) {
      Calculator()
    } withDependencies: {
      $0.calculation.calculate = { _, _, _ in throw CalculationError.notANumber(field: field) }
    }

    await store.send(.calculateButtonTapped) { $0.isCalculating = true }
    await store.receive(\.calculationResponse?.failure) {
      $0.isCalculating = false
      $0.errorMessage = CalculationError.notANumber(field: field).description
      $0.focusedField = field
    }
    #expect(store.state.errorMessage?.contains("The \(field) number") == true)
  }

  @Test(arguments: [CalculationError.sameInputAsPrevious, .bothOperandsZero, .overflow])
  func aFailureShowsItsMessageAndKeepsThePreviousResult(error: CalculationError) async {
    var state = Calculator.State(lhs: "1", rhs: "0", operator: .division)
    state.result = 5
    let store = TestStore(initialState: state) {
      Calculator()
    } withDependencies: {
      $0.calculation.calculate = { _, _, _ in throw error }
    }

    await store.send(.calculateButtonTapped) { $0.isCalculating = true }
    await store.receive(\.calculationResponse?.failure) {
      $0.isCalculating = false
      $0.errorMessage = error.description
    }
  }

  @Test func divisionByZeroMovesFocusToTheRightNumber() async {
    var state = Calculator.State(lhs: "1", rhs: "0", operator: .division)
    state.result = 5
    let store = TestStore(initialState: state) {
      Calculator()
    } withDependencies: {
      $0.calculation.calculate = { _, _, _ in throw CalculationError.divisionByZero }
    }

    await store.send(.calculateButtonTapped) { $0.isCalculating = true }
    await store.receive(\.calculationResponse?.failure) {
      $0.isCalculating = false
      $0.errorMessage = CalculationError.divisionByZero.description
      $0.focusedField = .right
    }
  }

  @Test func aSuccessAfterAFailureClearsTheMessage() async {
    let store = TestStore(initialState: Calculator.State(lhs: "6", rhs: "0", operator: .division)) {
      Calculator()
    } withDependencies: {
      $0.calculation.calculate = { _, _, _ in throw CalculationError.divisionByZero }
    }

    await store.send(.calculateButtonTapped) { $0.isCalculating = true }
    await store.receive(\.calculationResponse?.failure) {
      $0.isCalculating = false
      $0.errorMessage = CalculationError.divisionByZero.description
      $0.focusedField = .right
    }
    await store.send(.fields(.element(id: .right, action: .textChanged("2")))) {
      $0.fields[id: .right]?.text = "2"
      $0.errorMessage = nil
    }
    store.dependencies.calculation.calculate = { _, _, _ in 3 }
    await store.send(.calculateButtonTapped) { $0.isCalculating = true }
    await store.receive(\.calculationResponse?.success, 3) {
      $0.isCalculating = false
      $0.result = 3
    }
  }

  @Test func calculatingAgainQuicklyShowsOnlyTheLastAnswer() async {
    let clock = TestClock()
    let store = TestStore(initialState: Calculator.State(lhs: "6", rhs: "1")) {
      Calculator()
    } withDependencies: {
      $0.calculation.calculate = { lhs, _, _ in
        try await clock.sleep(for: .seconds(1))
        return Int(lhs)!
      }
    }

    await store.send(.calculateButtonTapped) { $0.isCalculating = true }
    await store.send(.calculateButtonTapped)
    await clock.advance(by: .seconds(1))
    // Exhaustive: had the first calculation not been cancelled, its 6 would arrive unreceived.
    await store.receive(\.calculationResponse?.success, 6) {
      $0.isCalculating = false
      $0.result = 6
    }
  }

  @Test func changingAnInputClearsTheResultTheErrorAndACalculationInFlight() async {
    let clock = TestClock()
    var state = Calculator.State(lhs: "7", rhs: "0", operator: .division)
    state.result = 7
    state.errorMessage = CalculationError.divisionByZero.description
    let store = TestStore(initialState: state) {
      Calculator()
    } withDependencies: {
      $0.calculation.calculate = { lhs, _, _ in
        try await clock.sleep(for: .seconds(1))
        return Int(lhs)!
      }
    }

    // "Result: 7" and "Cannot divide by zero" describe 7 ÷ 0, not 7 ÷ 2.
    await store.send(.fields(.element(id: .right, action: .textChanged("2")))) {
      $0.fields[id: .right]?.text = "2"
      $0.result = nil
      $0.errorMessage = nil
    }
    await store.send(.calculateButtonTapped) { $0.isCalculating = true }
    // Exhaustive: the answer for 7 ÷ 2 would arrive unreceived had it not been cancelled.
    await store.send(.operatorChanged(.multiplication)) {
      $0.operator = .multiplication
      $0.isCalculating = false
    }
    await clock.advance(by: .seconds(1))
    // Choosing the operator already chosen changes nothing.
    await store.send(.operatorChanged(.multiplication))
  }

  @Test func aFieldKeepsItsTextAsTyped() async {
    let store = TestStore(initialState: NumberField.State(id: .left, label: "Left number")) {
      NumberField()
    }
    // Unparsed: the calculation reports what is wrong with it, with the field's name.
    await store.send(.textChanged(" 1x")) { $0.text = " 1x" }
    await store.send(.textChanged("")) { $0.text = "" }
  }
}
