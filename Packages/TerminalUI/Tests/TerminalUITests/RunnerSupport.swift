import Effects
import TerminalUI

/// A small feature to drive the runners with: a name field, a counter button, a slow load.
struct Counter: Reducer {
  struct State: Equatable {
    var name = ""
    var count = 0
    var isLoading = false
    var appearances = 0
    var nameEdits = 0
  }

  enum Action: Equatable {
    case appeared
    case nameChanged(String)
    case incrementTapped
    case loadTapped
    case loaded
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .appeared:
        state.appearances += 1
        return .none
      case let .nameChanged(name):
        state.name = name
        state.nameEdits += 1
        return .none
      case .incrementTapped:
        state.count += 1
        return .none
      case .loadTapped:
        state.isLoading = true
        return .run { send in
          try await Task.sleep(for: .milliseconds(50))
          await send(.loaded)
        }
      case .loaded:
        state.isLoading = false
        return .none
      }
    }
  }

  @MainActor
  static func screen(_ store: StoreOf<Self>) -> Screen<Action> {
    Screen(id: "counter", title: "Counter", onAppear: .appeared) {
      Element.field(TextField(id: "name", label: "Name", text: store.name) { .nameChanged($0) })
      Element.text("Count: \(store.count)")
      Element.button("increment", "Increment", .incrementTapped)
      if store.isLoading {
        Element.spinner("Loading…")
      } else {
        Element.button("load", "Load", .loadTapped)
      }
    }
  }
}
