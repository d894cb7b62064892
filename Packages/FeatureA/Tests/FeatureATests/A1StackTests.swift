import Effects
import FeatureA
import Testing

/// A1's navigation stack of A2 screens: pushing, popping (which cancels the popped screen's
/// effects), and a second A2 pushed from the first one's result.
@MainActor
@Suite struct A1StackTests {
  @Test func showA2PushesAScreenThatLoadsTheFactForTwo() async {
    let store = a1Store()

    await store.send(.showA2ButtonTapped) { $0.path[id: 0] = A2.State() }
    await store.send(.screen(0, .fact(.onAppear))) {
      $0.path[id: 0]?.fact.isLoading = true
    }
    await store.receive(\.path?.element?.action.fact?.factResponse?.success, goodFact(2)) {
      $0.path[id: 0]?.fact.isLoading = false
      $0.path[id: 0]?.fact.fact = goodFact(2)
    }
    await store.send(.path(.popFrom(id: 0))) { $0.path.removeAll() }
  }

  @Test func poppingCancelsThePoppedScreensEffects() async {
    let clock = TestClock()
    let store = a1Store(fact: slowGoodFact(on: clock))

    await store.send(.path(.push(id: 0, state: A2.State(number: 7)))) {
      $0.path[id: 0] = A2.State(number: 7)
    }
    await store.send(.screen(0, .fact(.onAppear))) {
      $0.path[id: 0]?.fact.isLoading = true
    }
    await store.send(.path(.popFrom(id: 0))) { $0.path.removeAll() }
    // Exhaustive: the popped screen's answer, had it not been cancelled, would arrive here.
    await clock.advance(by: .seconds(1))
  }

  @Test func poppingOneScreenLeavesTheOthersEffectsRunning() async {
    let clock = TestClock()
    let store = a1Store(fact: slowGoodFact(on: clock))

    await store.send(.showA2ButtonTapped) { $0.path[id: 0] = A2.State() }
    await store.send(.screen(0, .fact(.onAppear))) {
      $0.path[id: 0]?.fact.isLoading = true
    }
    await store.send(.path(.push(id: 1, state: A2.State(number: 3)))) {
      $0.path[id: 1] = A2.State(number: 3)
    }
    await store.send(.screen(1, .fact(.onAppear))) {
      $0.path[id: 1]?.fact.isLoading = true
    }
    await store.send(.path(.popFrom(id: 1))) { $0.path.pop(from: 1) }
    await clock.advance(by: .seconds(1))
    await store.receive(\.path?.element?.action.fact?.factResponse?.success, goodFact(2)) {
      $0.path[id: 0]?.fact.isLoading = false
      $0.path[id: 0]?.fact.fact = goodFact(2)
    }
  }

  @Test func factForAResultPushesASecondA2AndPoppingGoesBack() async {
    let store = TestStore(initialState: A1.State()) {
      A1()
    } withDependencies: {
      $0.numberFact.fact = { goodFact($0) }
      $0.calculation.calculate = { lhs, rhs, op in
        #expect(lhs == "6" && rhs == "7" && op == .multiplication)
        return 42
      }
    }

    await store.send(.showA2ButtonTapped) { $0.path[id: 0] = A2.State() }
    await store.send(.screen(0, .calculator(.typing("6", in: .left)))) {
      $0.path[id: 0]?.calculator.fields[id: .left]?.text = "6"
    }
    await store.send(.screen(0, .calculator(.typing("7", in: .right)))) {
      $0.path[id: 0]?.calculator.fields[id: .right]?.text = "7"
    }
    await store.send(.screen(0, .calculator(.operatorChanged(.multiplication)))) {
      $0.path[id: 0]?.calculator.operator = .multiplication
    }
    await store.send(.screen(0, .calculator(.calculateButtonTapped))) {
      $0.path[id: 0]?.calculator.isCalculating = true
    }
    await store.receive(\.path?.element?.action.calculator?.calculationResponse?.success, 42) {
      $0.path[id: 0]?.calculator.isCalculating = false
      $0.path[id: 0]?.calculator.result = 42
    }
    await store.send(.screen(0, .factForResultButtonTapped))
    await store.receive(\.path?.element?.action.delegate?.factRequested, 42) {
      $0.path[id: 1] = A2.State(number: 42)
    }
    await store.send(.screen(1, .fact(.onAppear))) {
      $0.path[id: 1]?.fact.isLoading = true
    }
    await store.receive(\.path?.element?.action.fact?.factResponse?.success, goodFact(42)) {
      $0.path[id: 1]?.fact.isLoading = false
      $0.path[id: 1]?.fact.fact = goodFact(42)
    }
    #expect(store.state.path.ids == [0, 1])
    await store.send(.path(.popFrom(id: 1))) { $0.path.pop(from: 1) }
    #expect(store.state.path.ids == [0])
    #expect(store.state.path[id: 0]?.calculator.result == 42)
    await store.send(.path(.popFrom(id: 0))) { $0.path.removeAll() }
  }
}

extension Calculator.Action {
  /// The person typed `text` into `field`.
  fileprivate static func typing(_ text: String, in field: CalculationError.Field) -> Self {
    .fields(.element(id: field, action: .textChanged(text)))
  }
}
