import Testing

@testable import Core

/// A feature that copies one shared value into another when told to.
private struct Echo: Reducer {
  struct State {
    @Shared var trigger: Int
    @Shared var echo: Int
    init(trigger: Shared<Int>, echo: Shared<Int>) {
      _trigger = trigger
      _echo = echo
    }
  }
  enum Action { case copy }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    let trigger = state.trigger
    state.$echo.withLock { $0 = trigger }
    return .none
  }
}

/// When observers hear of a change made by another store, or made while they were being told
/// of another: after the send that made it, and never later than the delivery under way.
@MainActor
@Suite struct NotificationOrderTests {
  @Test func aStoreSentToByAnotherStoresReducerTellsItsObserversAfterThatSend() {
    let sender = Store(initialState: ObservedParent.State()) { ObservedParent() }
    let receiver = Store(initialState: ObservedParent.State()) { ObservedParent() }
    var seen: [(received: Int, sent: Int)] = []
    let token = receiver.observe(\.count) { count in
      seen.append((count, sender.withState(\.count)))  // a view showing both stores
    }
    sender.send(
      .mutate { state in
        state.count = 1
        MainActor.assumeIsolated { _ = receiver.send(.mutate { $0.count = 5 }) }
        state.count = 2
      })
    #expect(seen.map(\.received) == [0, 5])
    #expect(seen.last?.sent == 2, "told once the sender's reducer had finished")
    token.cancel()
  }

  @Test func aSharedWriteMadeWhileStoresAreToldIsToldBeforeTheDeliveryEnds() {
    let trigger = Shared(value: 0)
    let echo = Shared(value: 0)
    let shower = Store(initialState: Echo.State(trigger: trigger, echo: echo)) { Echo() }
    var shown: [Int] = []
    let showing = shower.observe(\.echo) { shown.append($0) }
    let copier = Store(initialState: Echo.State(trigger: trigger, echo: echo)) { Echo() }
    let copying = copier.observe(\.trigger) { trigger in
      if trigger > 0 { copier.send(.copy) }
    }
    trigger.withLock { $0 = 1 }
    #expect(shown == [0, 1], "the store told before the copy hears of it too")
    showing.cancel()
    copying.cancel()
  }
}
