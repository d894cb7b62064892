import Effects
import TerminalUI
import Testing

/// A host whose screen shows a child's screen, and a child's elements inside its own: each
/// through `Screen.scoped` or `Element.scoped`, the route named once.
private struct Host: Reducer {
  struct State {
    var counter = Counter.State()
    var showsCounterScreen = false
  }

  enum Action {
    case counter(Counter.Action)
    var counter: Counter.Action? { if case let .counter(a) = self { a } else { nil } }
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.counter, action: .case(Action.counter, \.counter)) { Counter() }
  }

  struct Counter: Reducer {
    struct State { var count = 0 }
    enum Action { case increment }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      state.count += 1
      return .none
    }
    @MainActor static func elements(_ store: StoreOf<Self>) -> [Element<Action>] {
      [Element.text("Count: \(store.count)"), Element.button("increment", "+", .increment)]
    }
    @MainActor static func screen(_ store: StoreOf<Self>) -> Screen<Action> {
      Screen(id: "counter", title: "Counter") { elements(store) }
    }
  }

  @MainActor static func screen(_ store: StoreOf<Self>) -> Screen<Action> {
    if store.showsCounterScreen {
      return Screen.scoped(
        store, state: \.counter, action: .case(Action.counter, \.counter), Counter.screen)
    }
    return Screen(id: "host", title: "Host") {
      Element.scoped(
        store, state: \.counter, action: .case(Action.counter, \.counter), Counter.elements)
    }
  }
}

@MainActor @Suite struct ScopedScreenTests {
  @Test func aChildsElementsSendThroughTheRouteTheyWereScopedWith() {
    let session = ScreenSession(store: Store(initialState: Host.State()) { Host() }) {
      Host.screen($0)
    }
    #expect(session.screen().id == "host")
    _ = session.press(.enter)
    #expect(session.store.counter.count == 1)
    #expect(session.screen().outline.first == "text(plain): Count: 1")
  }

  @Test func aChildsScreenSendsThroughTheRouteItWasScopedWith() {
    let session = ScreenSession(
      store: Store(initialState: Host.State(showsCounterScreen: true)) { Host() }
    ) { Host.screen($0) }
    #expect(session.screen().id == "counter")
    _ = session.press(.enter)
    #expect(session.store.counter.count == 1)
  }
}
