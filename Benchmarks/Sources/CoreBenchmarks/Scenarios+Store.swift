import Effects

extension Scenario {
  /// `Store.*`: the one-level `Counter` feature.
  @MainActor
  static var store: [Scenario] {
    [
      Scenario(
        name: "Store.Scope",
        summary: "create a Counter root store and derive one scoped store from it"
      ) {
        .sync { iterations in
          for _ in 0..<iterations {
            let root = Store(initialState: Counter.State(id: 0)) { Counter() }
            let scoped: StoreOf<Counter> = root.scope(state: { $0 }, action: { $0 })
            blackHole(scoped)
          }
        }
      },
      Scenario(
        name: "Store.ScopeKept",
        summary: "scope a live Wide10 root store to one counter by key path: the store it keeps"
      ) {
        let root = Store(initialState: Wide10.State()) { Wide10() }
        return .sync { iterations in
          for _ in 0..<iterations {
            blackHole(root.scope(state: \.c3, action: .case(Wide10.Action.c3, \.c3)))
          }
        }
      },
      Scenario(
        name: "Store.Send",
        summary: "send .increment to a Counter root store",
        baseline: .reduce(
          "Counter().reduce(into:action:)", Counter(), state: Counter.State(id: 0),
          action: .increment)
      ) {
        let store = Store(initialState: Counter.State(id: 0)) { Counter() }
        return .sync { iterations in
          for _ in 0..<iterations {
            blackHole(store.send(.increment))
          }
        }
      },
      Scenario(
        name: "Store.Access",
        summary: "read the state of a Counter root store"
      ) {
        let store = Store(initialState: Counter.State(id: 0)) { Counter() }
        return .sync { iterations in
          for _ in 0..<iterations {
            blackHole(store.state)
          }
        }
      },
    ]
  }
}
