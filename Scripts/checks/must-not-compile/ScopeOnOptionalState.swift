// expect: to expected argument type 'Optional<Child.State>'
// `Scope` on optional state would run the child while the state is there and never cancel
// its effects when it goes away: `ifLet` does both. So `Scope` takes a key path to state
// that is always there, or a case path to one case of enum state, and nothing else.
import Core

struct Child: Reducer {
  struct State: Equatable { var count = 0 }
  enum Action { case tapped }
  func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
}

struct Parent: Reducer {
  struct State: Equatable { var child: Child.State? }
  enum Action {
    case child(Child.Action)
    var child: Child.Action? { if case let .child(a) = self { a } else { nil } }
  }
  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: .case(Action.child, \.child)) { Child() }  // refused
    // instead: EmptyReducer().ifLet(\.child, action: .case(Action.child, \.child)) { Child() }
  }
}
