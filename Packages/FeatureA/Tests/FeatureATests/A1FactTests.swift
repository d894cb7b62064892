import Effects
import FeatureA
import Testing

/// A1's fact loader, wired: the fact for 1 when the screen appears, the counter's number on
/// request, and its own cancel id. Loading, errors and Retry are ``FactLoader``'s, tested in
/// FactLoading.
@MainActor
@Suite struct A1FactTests {
  @Test func appearingLoadsTheFactForOne() async {
    let store = a1Store()

    await store.send(.fact(.onAppear)) { $0.fact.isLoading = true }
    await store.receiveGoodFact(1)
  }

  @Test func factForThisNumberLoadsTheCountsFact() async {
    let store = a1Store(A1.State(count: 5))

    await store.send(.numberFactButtonTapped) {
      $0.fact.number = 5
      $0.fact.isLoading = true
    }
    await store.receiveGoodFact(5)
  }

  @Test func incrementThenFetchLoadsTheNewNumbersFact() async {
    let store = a1Store()

    await store.send(.incrementThenFetchButtonTapped) {
      $0.count = 2
      $0.fact.number = 2
      $0.fact.isLoading = true
    }
    await store.receiveGoodFact(2)
  }

  @Test func a1sRequestDoesNotCancelTheRequestOfAnA2OnItsStack() async {
    let clock = TestClock()
    let store = a1Store(fact: slowGoodFact(on: clock))

    await store.send(.showA2ButtonTapped) { $0.path[id: 0] = A2.State() }
    await store.send(.screen(0, .fact(.onAppear))) { $0.path[id: 0]?.fact.isLoading = true }
    await store.send(.numberFactButtonTapped) { $0.fact.isLoading = true }
    await clock.advance(by: .seconds(1))
    await store.receive(\.path?.element?.action.fact?.factResponse?.success, goodFact(2)) {
      $0.path[id: 0]?.fact.isLoading = false
      $0.path[id: 0]?.fact.fact = goodFact(2)
    }
    await store.receiveGoodFact(1)
  }
}
