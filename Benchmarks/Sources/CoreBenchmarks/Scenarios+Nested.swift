import Effects

extension Scenario {
  /// How many levels of children the nested feature has below its root.
  static let nestingDepth = 10

  /// `NestedStore.*`: the `Nested` feature, a root with a chain of ``nestingDepth``
  /// children, and the innermost child's store, scoped from the root one level at a time.
  @MainActor
  static var nestedStore: [Scenario] {
    let depth = nestingDepth
    let chain = Nested.State.chain(depth: depth)
    let addressed = Nested.Action.addressed(.increment, depth: depth)
    return [
      Scenario(
        name: "NestedStore.Init",
        summary: "create a Nested root store of \(depth) levels (TCA's store benchmark)",
        baseline: Baseline(
          summary: "a class holding the state and the reducer, the least a store holds"
        ) {
          .sync { iterations in
            for _ in 0..<iterations {
              blackHole(MinimalStore(state: chain, reducer: Nested()))
            }
          }
        }
      ) {
        .sync { iterations in
          for _ in 0..<iterations {
            blackHole(Store(initialState: chain) { Nested() })
          }
        }
      },
      Scenario(
        name: "NestedStore.Scope",
        summary: "create a Nested root store and scope it \(depth) levels down"
      ) {
        .sync { iterations in
          for _ in 0..<iterations {
            let root = Store(initialState: chain) { Nested() }
            blackHole(root.descendant(depth: depth))
          }
        }
      },
      Scenario(
        name: "NestedStore.Send",
        summary: "the innermost store sends .increment to itself, through \(depth) scoped stores",
        baseline: .handWritten(
          "Nested.handWritten(into:action:) with .increment wrapped in \(depth) .child, built per operation",
          Nested.handWritten, state: chain, action: .addressed(.increment, depth: depth)
        )
      ) {
        let innermost = Store(initialState: chain) { Nested() }.descendant(depth: depth)
        return .sync { iterations in
          for _ in 0..<iterations {
            blackHole(innermost.send(.increment))
          }
        }
      },
      Scenario(
        name: "NestedStore.RootSend",
        summary: "the root store sends .increment to itself, while \(depth) scoped stores exist",
        baseline: .handWritten(
          "Nested.handWritten(into:action:) with .increment", Nested.handWritten, state: chain,
          action: .increment
        )
      ) {
        let root = Store(initialState: chain) { Nested() }
        let innermost = root.descendant(depth: depth)
        return .sync { iterations in
          for _ in 0..<iterations {
            blackHole(root.send(.increment))
          }
          blackHole(innermost)
        }
      },
      Scenario(
        name: "NestedStore.NestedSend",
        summary: "the root store sends .increment addressed to the innermost child",
        baseline: .handWritten(
          "Nested.handWritten(into:action:) with the same prebuilt action", Nested.handWritten,
          state: chain,
          action: addressed
        )
      ) {
        let root = Store(initialState: chain) { Nested() }
        let innermost = root.descendant(depth: depth)
        return .sync { iterations in
          for _ in 0..<iterations {
            blackHole(root.send(addressed))
          }
          blackHole(innermost)
        }
      },
      Scenario(
        name: "NestedStore.DependentSend",
        summary:
          "the same send to the innermost child of a feature whose reducer holds a @Dependency: a body kept per reducer value, found by comparing the value's bits",
        baseline: .handWritten(
          "Nested.handWritten(into:action:) with the same prebuilt action", Nested.handWritten,
          state: chain,
          action: addressed
        )
      ) {
        let root = Store(initialState: chain) { DependentNested() }
        return .sync { iterations in
          for _ in 0..<iterations {
            blackHole(root.send(addressed))
          }
        }
      },
      Scenario(
        name: "Nested.Reduce",
        summary:
          "Nested().reduce(into:action:) called directly, no store, with .increment addressed to the innermost child",
        baseline: .handWritten(
          "Nested.handWritten(into:action:) with the same prebuilt action", Nested.handWritten,
          state: chain,
          action: addressed
        )
      ) {
        let slot = Slot(chain)
        let reducer = Nested()
        return .sync { iterations in
          var state = slot.take()
          for _ in 0..<iterations {
            blackHole(reducer.reduce(into: &state, action: addressed))
            escape(&state)
          }
          slot.put(state)
        }
      },
      Scenario(
        name: "NestedStore.Access",
        summary: "read the state of the innermost store, \(depth) scopes below the root"
      ) {
        let innermost = Store(initialState: chain) { Nested() }.descendant(depth: depth)
        return .sync { iterations in
          for _ in 0..<iterations {
            blackHole(innermost.state)
          }
        }
      },
    ]
  }
}

/// The least a store holds, for `NestedStore.Init`'s baseline: the state and the reducer, in
/// an object that views can share (as ReSwift's `Store` is).
final class MinimalStore<R: Reducer> {
  var state: R.State
  let reducer: R

  init(state: R.State, reducer: R) {
    self.state = state
    self.reducer = reducer
  }
}
