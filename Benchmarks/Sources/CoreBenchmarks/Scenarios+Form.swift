import Effects

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
      Scenario(
        name: "Form.BindingSend",
        summary: "set a field through its key path, as a view's binding does",
        baseline: Baseline(
          summary: "the same send with its action built, plus a key-path write into an object"
        ) {
          let store = Store(initialState: SignUpForm.State()) { SignUpForm() }
          let field = Field()
          let keyPath: ReferenceWritableKeyPath<Field, String> = \.value
          return .sync { iterations in
            for _ in 0..<iterations {
              blackHole(store.send(.set(\.username, "ada")))
              field[keyPath: keyPath] = "ada"
            }
          }
        }
      ) {
        let store = Store(initialState: SignUpForm.State()) { SignUpForm() }
        let keyPath: ReferenceWritableKeyPath<StoreOf<SignUpForm>, String> = \.username
        return .sync { iterations in
          for _ in 0..<iterations {
            store[keyPath: keyPath] = "ada"
          }
        }
      },
    ]
  }
}

/// What a binding's key path writes into in the baseline of `Form.BindingSend`.
private final class Field {
  var value = ""
}
