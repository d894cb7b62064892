import Effects
import FeatureA
import FeatureB1
import Foundation
import TabBar
import TerminalUI
import Testing

/// Tab selection, the user handed down, and the logout confirmation.
@Suite @MainActor struct TabBarTests {
  let ada = LoginResponse.preview

  @Test func theUserGoesDownToFeatureBThroughTheInitialiser() {
    let state = TabBar.State(user: ada)
    #expect(state.user == ada)
    #expect(state.b1 == B1.State(user: ada))
    #expect(state.a1 == A1.State())
    #expect(state.selectedTab == .a1)
  }

  @Test func selectingATabShowsIt() async {
    let store = TestStore(initialState: TabBar.State(user: ada)) { TabBar() }
    await store.send(.tabSelected(.b1)) { $0.selectedTab = .b1 }
    await store.send(.tabSelected(.a1)) { $0.selectedTab = .a1 }
  }

  @Test func theRowOfTabsSelectsTheTabAtEachPosition() {
    let tabs = TabBarView.screen(.drawing(TabBar.State(user: ada))).tabs
    for tab in Tab.allCases {
      guard case .tabSelected(tab) = tabs?.select(tab.rawValue) else {
        Issue.record("position \(tab.rawValue) does not select \(tab)")
        continue
      }
    }
  }

  @Test func logoutAsksForConfirmationAndCancelKeepsTheUserLoggedIn() async {
    let store = TestStore(initialState: TabBar.State(user: ada)) { TabBar() }
    await store.send(.logoutButtonTapped) { $0.logoutDialog = .logout }
    await store.send(.logoutDialog(.dismiss)) { $0.logoutDialog = nil }
  }

  @Test func confirmedLogoutTellsTheParent() async {
    let store = TestStore(initialState: TabBar.State(user: ada, selectedTab: .b1)) { TabBar() }
    await store.send(.logoutButtonTapped) { $0.logoutDialog = .logout }
    await store.send(.logoutDialog(.presented(.confirmLogout))) { $0.logoutDialog = nil }
    await store.receive(\.delegate, .didLogOut)
  }

  @Test func theLogoutDialogOffersLogOutAndCancel() {
    let dialog = ConfirmationDialogState<TabBar.Action.LogoutDialog>.logout
    #expect(dialog.title == "Log out?")
    #expect(dialog.buttons.map(\.label) == ["Log out", "Cancel"])
    #expect(dialog.buttons.map(\.role) == [.destructive, .cancel])
    #expect(dialog.buttons.map(\.action) == [.confirmLogout, nil])
  }

  @Test func eachTabKeepsItsStateWhileAnotherIsSelected() async {
    let store = TestStore(initialState: TabBar.State(user: ada)) { TabBar() }
    await store.send(.a1(.incrementButtonTapped)) { $0.a1.count = 2 }
    await store.send(.tabSelected(.b1)) { $0.selectedTab = .b1 }
    await store.send(.tabSelected(.a1)) { $0.selectedTab = .a1 }
    #expect(store.state.a1.count == 2)
  }

  @Test func featureBShowsTheUserItWasHanded() async {
    let store = TestStore(initialState: TabBar.State(user: ada, selectedTab: .b1)) {
      TabBar()
    } withDependencies: {
      $0.numberFact.fact = { "\($0) is the number of sides of a triangle." }
    }
    await store.send(.b1(.fact(.onAppear))) { $0.b1.fact.isLoading = true }
    await store.receive(\.b1?.fact?.factResponse?.success) {
      $0.b1.fact.isLoading = false
      $0.b1.fact.fact = "3 is the number of sides of a triangle."
    }
    #expect(store.state.b1.user.displayName == "Ada Lovelace")
  }
}
