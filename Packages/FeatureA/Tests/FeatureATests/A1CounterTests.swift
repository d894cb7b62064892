import Effects
import FeatureA
import Testing

/// A1's counter: increment and decrement.
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
}
