import Effects
import FeatureA
import Testing

/// A1's counter: increment, decrement, the fact for the counter's number (only the last
/// request's answer shown), and "increment then fetch" as a concatenated effect.
@MainActor
@Suite struct A1CounterTests {
  @Test func incrementAndDecrementChangeTheCount() async {
    let store = TestStore(initialState: A1.State()) { A1() }

    await store.send(.incrementButtonTapped) { $0.count = 2 }
    await store.send(.incrementButtonTapped) { $0.count = 3 }
    await store.send(.decrementButtonTapped) { $0.count = 2 }
    await store.send(.decrementButtonTapped) { $0.count = 1 }
    await store.send(.decrementButtonTapped) { $0.count = 0 }
    await store.send(.decrementButtonTapped) { $0.count = -1 }
  }

  @Test func factForThisNumberLoadsTheCountsFact() async {
    let store = a1Store(A1.State(count: 5))

    await store.send(.numberFactButtonTapped)
    await store.receive(\.fact?.numberRequested, 5) {
      $0.fact.number = 5
      $0.fact.isLoading = true
    }
    await store.receiveGoodFact(5)
  }

  @Test func factForThisNumberPressedQuicklyShowsOnlyTheLastAnswer() async {
    let clock = TestClock()
    let store = a1Store(fact: slowGoodFact(on: clock))

    await store.send(.numberFactButtonTapped)
    await store.receive(\.fact?.numberRequested, 1) { $0.fact.isLoading = true }
    await store.send(.incrementButtonTapped) { $0.count = 2 }
    await store.send(.numberFactButtonTapped)
    await store.receive(\.fact?.numberRequested, 2) { $0.fact.number = 2 }
    await clock.advance(by: .seconds(1))
    // Exhaustive: had the first request not been cancelled, its answer would arrive unreceived.
    await store.receiveGoodFact(2)
  }

  @Test func aFailedFactForThisNumberKeepsThePreviousFact() async {
    let store = a1Store(a1State(count: 3, fact: goodFact(1))) { _ in
      throw NumberFactError.badStatus(503)
    }

    await store.send(.numberFactButtonTapped)
    await store.receive(\.fact?.numberRequested, 3) {
      $0.fact.number = 3
      $0.fact.isLoading = true
    }
    await store.receive(\.fact?.factResponse?.failure) {
      $0.fact.isLoading = false
      $0.fact.errorMessage = NumberFactError.badStatus(503).description
    }
    await store.retrySucceeds(3)
  }

  @Test func incrementThenFetchIncrementsAndThenLoadsTheNewNumbersFact() async {
    let store = a1Store()

    await store.send(.incrementThenFetchButtonTapped)
    await store.receive(\.incrementButtonTapped) { $0.count = 2 }
    await store.receive(\.numberFactButtonTapped)
    await store.receive(\.fact?.numberRequested, 2) {
      $0.fact.number = 2
      $0.fact.isLoading = true
    }
    await store.receiveGoodFact(2)
  }
}
