import Effects

extension Scenario {
  /// How many stores hold the shared count in the `Shared.Send` scenarios.
  static let sharedHolders = 10

  /// `Shared.*`: reading and changing a `@Shared(.inMemory)` count, each against the same
  /// operation on a plain `Int` in the same kind of state.
  @MainActor
  static var shared: [Scenario] {
    [sharedRead, sharedWithLock, sharedSendThroughScopes, sharedSendAcrossRoots]
  }

  @MainActor
  private static var sharedRead: Scenario {
    Scenario(
      name: "Shared.Read",
      summary: "read the @Shared(.inMemory) count of a SharedCounter state",
      baseline: Baseline(summary: "read the plain count of a Counter state") {
        let slot = Slot(Counter.State(id: 0))
        return .sync { iterations in
          var state = slot.take()
          for _ in 0..<iterations {
            blackHole(state.count)
            escape(&state)
          }
          slot.put(state)
        }
      }
    ) {
      let slot = Slot(SharedCounter.State(id: 0))
      return .sync { iterations in
        var state = slot.take()
        for _ in 0..<iterations {
          blackHole(state.count)
          escape(&state)
        }
        slot.put(state)
      }
    }
  }

  @MainActor
  private static var sharedWithLock: Scenario {
    Scenario(
      name: "Shared.WithLock",
      summary: "$count.withLock { $0 += 1 } on a SharedCounter state, no store observing",
      baseline: Baseline(summary: "count += 1 on a Counter state") {
        let slot = Slot(Counter.State(id: 0))
        return .sync { iterations in
          var state = slot.take()
          for _ in 0..<iterations {
            state.count += 1
            escape(&state)
          }
          slot.put(state)
        }
      }
    ) {
      let slot = Slot(SharedCounter.State(id: 0))
      return .sync { iterations in
        var state = slot.take()
        for _ in 0..<iterations {
          state.$count.withLock { $0 += 1 }
          escape(&state)
        }
        slot.put(state)
      }
    }
  }

  /// What an app does: one root store, and a scoped store per row, each observed as its view
  /// would observe it. A send through one row changes the count every row holds, and the
  /// root's observer pass finds all of them changed.
  @MainActor
  private static var sharedSendThroughScopes: Scenario {
    let holders = sharedHolders
    return Scenario(
      name: "Shared.Send(\(holders) stores)",
      summary:
        "the first of \(holders) scoped row stores of one SharedCounterList root, each observing its count, sends .increment",
      baseline: Baseline(
        summary:
          "the same send to a CounterList root with \(holders) observed row stores, each row its own count"
      ) {
        let root = Store(initialState: CounterList.State(count: holders)) { CounterList() }
        let rows = (0..<holders).map { id in
          root.scope(
            state: { $0.rows[id: id] },
            action: { CounterList.Action.rows(.element(id: id, action: $0)) })!
        }
        return observedSends(to: rows[0], .increment, observing: rows, count: { $0.count })
      }
    ) {
      let root = Store(initialState: SharedCounterList.State(count: holders)) {
        SharedCounterList()
      }
      let rows = (0..<holders).map { id in
        root.scope(
          state: { $0.rows[id: id] },
          action: { SharedCounterList.Action.rows(.element(id: id, action: $0)) })!
      }
      return observedSends(to: rows[0], .increment, observing: rows, count: { $0.count })
    }
  }

  /// Root stores of their own (separate windows, or features started apart): the change
  /// reaches the other nine through the shared-change broadcast.
  @MainActor
  private static var sharedSendAcrossRoots: Scenario {
    let holders = sharedHolders
    return Scenario(
      name: "Shared.Send(\(holders) roots)",
      summary:
        "the first of \(holders) SharedCounter root stores, each observing its count, sends .increment",
      baseline: Baseline(
        summary:
          "the same send to the first of \(holders) observed Counter root stores, each its own count"
      ) {
        let stores = (0..<holders).map { id in
          Store(initialState: Counter.State(id: id)) { Counter() }
        }
        return observedSends(to: stores[0], .increment, observing: stores, count: { $0.count })
      }
    ) {
      let stores = (0..<holders).map { id in
        Store(initialState: SharedCounter.State(id: id)) { SharedCounter() }
      }
      return observedSends(to: stores[0], .increment, observing: stores, count: { $0.count })
    }
  }

  /// Sends `action` to `sender` once per operation, while each of `stores` is observed as a
  /// view that shows `count` would observe it. The workload keeps the stores alive: a root
  /// store that nothing holds is gone, and a shared change no longer reaches it.
  @MainActor
  private static func observedSends<State, Action>(
    to sender: Store<State, Action>, _ action: Action, observing stores: [Store<State, Action>],
    count: @escaping (State) -> Int
  ) -> Workload {
    let tokens = stores.map { store in
      store.observe(count, onChange: { blackHole($0) })
    }
    return .sync { iterations in
      for _ in 0..<iterations {
        blackHole(sender.send(action))
      }
      blackHole((stores, tokens))
    }
  }
}
