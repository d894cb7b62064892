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
    // The timer's effect runs on the global executor and sends its ticks back to the main
    // actor: on a loaded machine no fixed number of yields is enough.
    await waitUntil { clock.sleeperCount == 1 }  // the timer started
    await clock.advance(by: .seconds(1))
    await waitUntil { store.state.tabBar?.a1.count == 2 }  // it ticked
    return store
  }

  @Test func loggingOutStopsTheTabBarsTimer() async {
    let clock = TestClock()
    let store = await appWithTimer(on: clock)
    #expect(store.state.tabBar?.a1.count == 2)
    store.send(.tabBar(.logoutButtonTapped))
    store.send(.tabBar(.logoutDialog(.presented(.confirmLogout))))
    #expect(store.state.login != nil)
    await waitUntil { clock.sleeperCount == 0 }  // its effect was cancelled with the tab bar
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
    await waitUntil { weakStore == nil && weakTabBar == nil && weakA1 == nil }
    await clock.advance(by: .seconds(5))
    #expect(weakStore == nil && weakTabBar == nil && weakA1 == nil, "no store outlives its owner")
    await waitUntil { clock.sleeperCount == 0 }  // the timer stopped with its store
  }
}
