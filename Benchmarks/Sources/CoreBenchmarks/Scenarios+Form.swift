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
      }
    ]
  }
}
