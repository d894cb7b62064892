import Effects
import Observation

extension Scenario {
  /// `Form.*`: a form field through `BindingReducer`, `onChange` and a `Reduce`.
  @MainActor
  static var form: [Scenario] {
    let action = SignUpForm.Action.set(\.username, "ada")
    return [
      Scenario(
        name: "Form.Send",
        summary: "send a binding action for a field that onChange watches",
        baseline: .handWritten(
          "a hand-written switch that applies the binding and compares the field",
          SignUpForm.handWritten, state: SignUpForm.State(), action: action)
      ) {
        let store = Store(initialState: SignUpForm.State()) { SignUpForm() }
        return .sync { iterations in
          for _ in 0..<iterations {
            blackHole(store.send(action))
          }
        }
      },
      bindingSend(name: "Form.BindingSend", viewReadsTheField: false),
      bindingSend(name: "Form.BindingSendShown", viewReadsTheField: true),
    ]
  }
}

extension Scenario {
  /// A field set through its key path, as a view's binding sets it; with
  /// `viewReadsTheField`, a view has read the field first (a tracked member every send
  /// compares, in the scenario and its baseline alike).
  @MainActor
  fileprivate static func bindingSend(name: String, viewReadsTheField: Bool) -> Scenario {
    func makeStore() -> StoreOf<SignUpForm> {
      let store = Store(initialState: SignUpForm.State()) { SignUpForm() }
      if viewReadsTheField {
        withObservationTracking {
          blackHole(store.username)
        } onChange: {
        }
      }
      return store
    }
    return Scenario(
      name: name,
      summary: "set a field through its key path, as a view's binding does"
        + (viewReadsTheField ? ", a field a view shows" : ""),
      baseline: Baseline(
        summary:
          "the same send with its action built, plus a key-path write through a computed property"
      ) {
        let store = makeStore()
        let field = Field()
        var keyPath: ReferenceWritableKeyPath<Field, String> = \.value
        escape(&keyPath)  // a key path the optimizer cannot turn into a direct access
        return .sync { iterations in
          for _ in 0..<iterations {
            blackHole(store.send(.set(\.username, "ada")))
            field[keyPath: keyPath] = "ada"
          }
        }
      }
    ) {
      let store = makeStore()
      var keyPath: ReferenceWritableKeyPath<StoreOf<SignUpForm>, String> = \.username
      escape(&keyPath)
      return .sync { iterations in
        for _ in 0..<iterations {
          store[keyPath: keyPath] = "ada"
        }
      }
    }
  }
}

/// What a binding's key path writes into in the baseline of `Form.BindingSend`: a computed
/// property, as a store's field is, so that the baseline pays what Swift's key-path write
/// does for any binding (it runs the getter, then the setter through a writeback buffer).
private final class Field {
  private var stored = ""
  var value: String {
    get { stored }
    set { stored = newValue }
  }
}
