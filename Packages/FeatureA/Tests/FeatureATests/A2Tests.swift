import Effects
import FeatureA
import Testing

/// A2 on its own: the fact for its number, and "fact for the result" telling its parent.
@MainActor
@Suite struct A2Tests {
  @Test func appearingLoadsTheFactForTwo() async {
    let store = TestStore(initialState: A2.State()) {
      A2()
    } withDependencies: {
      $0.numberFact.fact = { goodFact($0) }
    }

    #expect(store.state.number == 2)
    await store.send(.fact(.onAppear)) { $0.fact.isLoading = true }
    await store.receive(\.fact?.factResponse?.success, goodFact(2)) {
      $0.fact.isLoading = false
      $0.fact.fact = goodFact(2)
    }
    await store.send(.fact(.onAppear))
  }

  @Test func aScreenPushedForANumberLoadsThatNumbersFact() async {
    let store = TestStore(initialState: A2.State(number: 42)) {
      A2()
    } withDependencies: {
      $0.numberFact.fact = { goodFact($0) }
    }

    await store.send(.fact(.onAppear)) { $0.fact.isLoading = true }
    await store.receive(\.fact?.factResponse?.success, goodFact(42)) {
      $0.fact.isLoading = false
      $0.fact.fact = goodFact(42)
    }
  }

  @Test func factForTheResultAsksTheParentForAScreen() async {
    var state = A2.State()
    state.calculator.result = 12
    let store = TestStore(initialState: state) { A2() }

    await store.send(.factForResultButtonTapped)
    await store.receive(\.delegate?.factRequested, 12)
  }

  @Test func factForTheResultWithoutAResultDoesNothing() async {
    let store = TestStore(initialState: A2.State()) { A2() }

    await store.send(.factForResultButtonTapped)
  }
}
