import Core
import Testing

/// A store whose state holds a shared value tells its observers when the value changes
/// elsewhere, so its view redraws.
@MainActor
@Suite struct SharedStoreObservationTests {
  @Test func aStoreIsToldWhenAnotherStoreChangesAKeyItHolds() {
    let first = Store(initialState: SharedCounter.State()) { SharedCounter() }
    let second = Store(initialState: SharedCounter.State()) { SharedCounter() }
    var drawn: [Int] = []
    let token = second.observe(\.count) { drawn.append($0) }
    first.send(.incrementButtonTapped)
    first.send(.incrementButtonTapped)
    #expect(drawn == [0, 1, 2])
    #expect(second.state.count == 2)
    token.cancel()
  }

  @Test func aStoreIsToldOfAChangeMadeOffTheMainActor() async {
    let store = Store(initialState: SharedCounter.State()) { SharedCounter() }
    var drawn: [Int] = []
    let token = store.observe(\.count) { drawn.append($0) }
    let count = store.state.$count
    await Task.detached { count.withLock { $0 = 5 } }.value
    for _ in 0..<1_000 where drawn != [0, 5] { await Task.yield() }
    #expect(drawn == [0, 5])
    token.cancel()
  }

  @Test func anObserverOfOtherStateIsNotCalledAgain() {
    let first = Store(initialState: SharedCounter.State()) { SharedCounter() }
    let second = Store(initialState: SharedCounter.State()) { SharedCounter() }
    var labels: [String] = []
    let token = second.observe(\.label) { labels.append($0) }
    first.send(.incrementButtonTapped)
    #expect(labels == [""])
    token.cancel()
  }
}
