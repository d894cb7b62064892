import Effects

// The limits the composed scenarios are measured against: each feature written by hand as a
// plain function, as a person would write it without the framework, on the same state (the
// same `Indirect` copy-on-write box) and the same actions.

extension Nested {
  /// `Nested` written by hand: a `switch` that recurses into the boxed child in place.
  static func handWritten(into state: inout State, action: Action) {
    switch action {
    case .increment:
      state.count += 1
    case let .child(childAction):
      if state.child.value != nil {
        handWritten(into: &state.child.value!, action: childAction)
      }
    }
  }
}

extension CounterList {
  /// `CounterList` written by hand: the addressed row, changed in place.
  static func handWritten(into state: inout State, action: Action) {
    switch action {
    case let .rows(.element(id, .increment)):
      state.rows[id: id]?.count += 1
    }
  }
}

extension Counter {
  /// `Counter` written by hand.
  static func handWritten(into state: inout State, action: Action) {
    switch action {
    case .increment:
      state.count += 1
    }
  }
}
