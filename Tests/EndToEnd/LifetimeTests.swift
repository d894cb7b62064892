import Effects
import FeatureA
import Root
import TabBar
import Testing

/// Stores and their effects end with the state that owns them: logging out stops the tab
/// bar's effects, and releasing the app's store releases its scoped stores and stops every
/// effect it started.
@Suite @MainActor struct LifetimeTests {
  /// The app on the tab bar with A1's timer running on `clock`.
  func appWithTimer(on clock: TestClock<Duration>) async -> StoreOf<Root> {
    let store = Store(initialState: Root.State.tabBar(TabBar.State(user: DemoUsers.ada))) {
      Root()
    } withDependencies: {
      $0.continuousClock = clock
    }
    store.send(.tabBar(.a1(.toggleTimerButtonTapped)))
    await waitUntil("the timer started") { clock.sleeperCount == 1 }
    await clock.advance(by: .seconds(1))
    await waitUntil("the timer ticked") { store.state.tabBar?.a1.count == 2 }
    return store
  }

  @Test func loggingOutStopsTheTabBarsTimer() async {
    let clock = TestClock()
    let store = await appWithTimer(on: clock)
    #expect(store.state.tabBar?.a1.count == 2)
    store.send(.tabBar(.logoutButtonTapped))
    store.send(.tabBar(.logoutDialog(.presented(.confirmLogout))))
    #expect(store.state.login != nil)
    await waitUntil("the timer's effect was cancelled with the tab bar") {
      clock.sleeperCount == 0
    }
  }

  @Test func releasingTheStoreReleasesItsScopesAndStopsItsEffects() async {
    let clock = TestClock()
    var store: StoreOf<Root>? = await appWithTimer(on: clock)
    var tabBar: Store<TabBar.State, TabBar.Action>? = store?.scope(
      state: \.tabBar, action: .case(Root.Action.tabBar, \.tabBar))
    var a1: StoreOf<A1>? = tabBar?.scope(state: \.a1, action: .case(TabBar.Action.a1, \.a1))
    weak let weakStore = store
    weak let weakTabBar = tabBar
    weak let weakA1 = a1
    #expect(a1?.state.count == 2)

    a1 = nil
    tabBar = nil
    store = nil
    for _ in 0..<20 { await Task.yield() }
    await clock.advance(by: .seconds(5))
    #expect(weakStore == nil && weakTabBar == nil && weakA1 == nil, "no store outlives its owner")
    await waitUntil("the timer stopped with its store") { clock.sleeperCount == 0 }
  }
}

/// Waits until `condition` holds, recording an issue instead of hanging after ten seconds.
/// The timer's effect runs on the global executor and sends its ticks back to the main actor,
/// so a fixed number of yields is not enough on a loaded machine.
@MainActor
private func waitUntil(
  _ what: String, sourceLocation: Testing.SourceLocation = #_sourceLocation, _ condition: () -> Bool
) async {
  let deadline = ContinuousClock.now.advanced(by: .seconds(10))
  while !condition() {
    guard ContinuousClock.now < deadline else {
      Issue.record("Not true after 10 seconds: \(what)", sourceLocation: sourceLocation)
      return
    }
    try? await Task.sleep(for: .milliseconds(1))
  }
}
