import Effects

extension Baseline {
  /// `reducer` called directly with `action` on `inout` state that starts as `state`.
  ///
  /// The state is built when the baseline runs, not when the scenario list is.
  @MainActor
  static func reduce<R: Reducer>(
    _ summary: String, _ reducer: R, state: @autoclosure @escaping () -> R.State, action: R.Action
  ) -> Baseline {
    Baseline(summary: summary) {
      let slot = Slot(state())
      return .sync { iterations in
        // Moved out of the slot, so the state is uniquely referenced like a store's.
        var state = slot.take()
        for _ in 0..<iterations {
          blackHole(reducer.reduce(into: &state, action: action))
          escape(&state)
        }
        slot.put(state)
      }
    }
  }

  /// `reducer` called directly on `inout` state, with an action that `makeAction` builds
  /// for each operation, as a scoped store must.
  @MainActor
  static func reduce<R: Reducer>(
    _ summary: String, _ reducer: R, state: @autoclosure @escaping () -> R.State,
    makeAction: @escaping () -> R.Action
  ) -> Baseline {
    Baseline(summary: summary) {
      let slot = Slot(state())
      return .sync { iterations in
        var state = slot.take()
        for _ in 0..<iterations {
          blackHole(reducer.reduce(into: &state, action: makeAction()))
          escape(&state)
        }
        slot.put(state)
      }
    }
  }
}

/// Holds a baseline's state between runs. A run moves the state out and back, so that
/// while it runs the state is a local variable that nothing else references.
@MainActor
final class Slot<Value> {
  private var value: Value?

  init(_ value: Value) {
    self.value = value
  }

  /// The value, moved out.
  func take() -> Value {
    guard let value = self.value.take() else { preconditionFailure("the slot is empty") }
    return value
  }

  /// Moves `value` back in.
  func put(_ value: Value) {
    self.value = value
  }
}

extension Baseline {
  /// `function`, a feature written by hand, called with `action` on `inout` state that
  /// starts as `state`.
  @MainActor
  static func handWritten<State, Action>(
    _ summary: String, _ function: @escaping (inout State, Action) -> Void,
    state: @autoclosure @escaping () -> State, action: @autoclosure @escaping () -> Action
  ) -> Baseline {
    Baseline(summary: summary) {
      let slot = Slot(state())
      return .sync { iterations in
        var state = slot.take()
        for _ in 0..<iterations {
          function(&state, action())
          escape(&state)
        }
        slot.put(state)
      }
    }
  }
}
