import Core
import Testing

/// A store whose state holds a shared value tells its observers when the value changes
/// elsewhere, so its view redraws.
@MainActor
@Suite struct SharedStoreObservationTests {
  @Test func aStoreIsToldWhenAnotherFeaturesStoreChangesAKeyItHolds() {
    let counter = Store(initialState: SharedCounter.State()) { SharedCounter() }
    let badge = Store(initialState: CountBadge.State()) { CountBadge() }
    var drawn: [Int] = []
    let token = badge.observe(\.count) { drawn.append($0) }
    counter.send(.incrementButtonTapped)
    counter.send(.incrementButtonTapped)
    #expect(drawn == [0, 1, 2])
    #expect(badge.state.count == 2)
    token.cancel()
  }

  @Test func aStoreThatChangesAKeyAlsoRedrawsTheOtherStoresOfTheSameFeature() {
    let first = Store(initialState: SharedCounter.State()) { SharedCounter() }
    let second = Store(initialState: SharedCounter.State()) { SharedCounter() }
    var firstDrawn: [Int] = []
    var secondDrawn: [Int] = []
    let tokens = [
      first.observe(\.count) { firstDrawn.append($0) },
      second.observe(\.count) { secondDrawn.append($0) },
    ]
    second.send(.incrementButtonTapped)
    #expect(firstDrawn == [0, 1])
    #expect(secondDrawn == [0, 1])
    tokens.forEach { $0.cancel() }
  }

  /// A change made by one store's reducer reaches other stores when that send ends: told
  /// at once, an observer that reads the sending store would read it while its reducer runs,
  /// which stops the program and blames that reducer.
  @Test func anObserverOfAnotherStoreCanReadTheStoreWhoseReducerChangedTheValue() {
    let counter = Store(initialState: SharedCounter.State()) { SharedCounter() }
    let badge = Store(initialState: CountBadge.State()) { CountBadge() }
    var seen: [Int] = []
    let token = badge.observe(\.count) { _ in seen.append(counter.state.count) }
    counter.send(.incrementButtonTapped)
    #expect(seen == [0, 1])
    counter.send(.incrementButtonTapped)
    #expect(seen == [0, 1, 2])
    token.cancel()
  }

  @Test func aStoreIsToldOfAChangeMadeOffTheMainActor() async {
    let store = Store(initialState: SharedCounter.State()) { SharedCounter() }
    var drawn: [Int] = []
    let token = store.observe(\.count) { drawn.append($0) }
    let count = store.state.$count
    await Task.detached { count.withLock { $0 = 5 } }.value
    await waitUntil { drawn == [0, 5] }
    #expect(drawn == [0, 5])
    token.cancel()
  }

  @Test func anObserverOfOtherStateIsNotCalledAgain() {
    let counter = Store(initialState: SharedCounter.State()) { SharedCounter() }
    let badge = Store(initialState: CountBadge.State()) { CountBadge() }
    var highlights: [Bool] = []
    let token = badge.observe(\.isHighlighted) { highlights.append($0) }
    counter.send(.incrementButtonTapped)
    #expect(highlights == [false])
    token.cancel()
  }
}
