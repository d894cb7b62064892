import Effects
import Foundation
import TabBar
import TerminalUI

// Runs the tab bar alone, logged in as the preview user, with preview dependencies:
// `Scripts/run.sh TabBar`. A confirmed logout has no login screen to go to here, so the
// preview says so.

struct TabBarPreview: Reducer {
  struct State: Equatable {
    var tabBar = TabBar.State(user: .preview)
    var didLogOut = false
  }

  enum Action {
    case tabBar(TabBar.Action)
    var tabBar: TabBar.Action? { if case let .tabBar(action) = self { action } else { nil } }
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.tabBar, action: .case(Action.tabBar, \.tabBar)) { TabBar() }
    Reduce { state, action in
      if case .tabBar(.delegate(.didLogOut)) = action { state.didLogOut = true }
      return .none
    }
  }

  @MainActor
  static func screen(_ store: StoreOf<Self>) -> Screen<Action> {
    var screen = TabBarView.screen(
      store.scope(state: \.tabBar, action: .case(Action.tabBar, \.tabBar))
    ).map(Action.tabBar)
    if store.didLogOut {
      screen.elements.append(
        .text("Logged out; the app would show the login screen now.", .success))
    }
    return screen
  }
}

let store = Store(initialState: TabBarPreview.State()) {
  TabBarPreview()
} withDependencies: {
  $0.context = .preview
}
exit(await TerminalProgram.run(store: store, view: TabBarPreview.screen))
