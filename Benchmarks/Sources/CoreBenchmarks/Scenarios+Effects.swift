import Effects

extension Scenario {
  /// `Effect.Run` and `TestStore.Send`: the asynchronous paths, timed with `await` in the
  /// loop.
  @MainActor
  static var effects: [Scenario] {
    [
      Scenario(
        name: "Effect.Run",
        summary: "send .start, whose .run effect sends .finished back, and await both",
        baseline: Baseline(
          summary:
            "Echo().reduce(into:action:) for .start, then a detached task that reduces .finished on the main actor, awaited"
        ) {
          let state = MainActorState(Echo.State())
          let reducer = Echo()
          return .async { iterations in
            for _ in 0..<iterations {
              blackHole(reducer.reduce(into: &state.value, action: .start))
              await Task.detached {
                await MainActor.run {
                  blackHole(reducer.reduce(into: &state.value, action: .finished))
                }
              }.value
            }
          }
        }
      ) {
        let store = Store(initialState: Echo.State()) { Echo() }
        return .async { iterations in
          for _ in 0..<iterations {
            await store.send(.start).finish()
          }
        }
      },
      Scenario(
        name: "TestStore.Send",
        summary:
          "TestStore.send(.increment) { $0.count += 1 } on a Counter (it yields 20 times for effects)",
        baseline: Baseline(
          summary:
            "Counter().reduce(into:action:), the assertion applied to a copy of the old state, and =="
        ) {
          let slot = Slot(Counter.State(id: 0))
          let reducer = Counter()
          let assertion: (inout Counter.State) -> Void = { $0.count += 1 }
          return .sync { iterations in
            var state = slot.take()
            for _ in 0..<iterations {
              var expected = state
              assertion(&expected)
              blackHole(reducer.reduce(into: &state, action: .increment))
              blackHole(expected == state)
              escape(&state)
            }
            slot.put(state)
          }
        }
      ) {
        let store = TestStore(initialState: Counter.State(id: 0)) { Counter() }
        return .async { iterations in
          for _ in 0..<iterations {
            await store.send(.increment) { $0.count += 1 }
          }
        }
      },
    ]
  }
}

/// State on the main actor that a task can reach, for the `Effect.Run` baseline.
@MainActor
final class MainActorState<Value> {
  var value: Value

  init(_ value: Value) {
    self.value = value
  }
}
