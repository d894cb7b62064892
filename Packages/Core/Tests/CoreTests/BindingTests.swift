import Core
import XCTest

/// A form: fields set by bindings, one reaction to a field, and a derived flag kept by
/// `onChange`.
private struct SignUp: Reducer {
  struct State: Equatable {
    var email = ""
    var password = ""
    var error: String?
    var isFormValid = false
    var changes = 0
  }

  enum Action: Equatable, BindableAction {
    case binding(BindingAction<State>)
    case submitTapped
    var binding: BindingAction<State>? { if case let .binding(a) = self { a } else { nil } }
  }

  var body: some ReducerOf<Self> {
    BindingReducer()
      .onChange(of: { $0.email.isEmpty || $0.password.isEmpty }) { _, isIncomplete in
        Reduce { state, _ in
          state.isFormValid = !isIncomplete
          state.changes += 1
          return .none
        }
      }
    Reduce<State, Action> { state, action in
      switch action {
      case .binding(\.email):
        state.error = nil
        return .none
      case .binding:
        return .none
      case .submitTapped:
        state.error = state.isFormValid ? nil : "Fill in both fields"
        return .none
      }
    }
  }
}

/// Clears its field by sending itself a binding action, which a test then receives by the
/// field's key path.
private struct Clearer: Reducer {
  struct State: Equatable { var email = "ada@example.com" }
  enum Action: Equatable, BindableAction {
    case binding(BindingAction<State>)
    case clearTapped
    var binding: BindingAction<State>? { if case let .binding(a) = self { a } else { nil } }
  }

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce<State, Action> { _, action in
      action == .clearTapped ? .send(.set(\.email, "")) : .none
    }
  }
}

/// Bindable actions inside a `view` case, as TCA's view-action pattern nests them.
struct Search: Reducer {
  struct State: Equatable { var query = "" }
  enum Action: Equatable, ViewAction {
    case view(View)
    enum View: Equatable, BindableAction {
      case binding(BindingAction<State>)
      var binding: BindingAction<State>? { if case let .binding(a) = self { a } else { nil } }
    }
    var view: View? { if case let .view(a) = self { a } else { nil } }
  }
  var body: some ReducerOf<Self> {
    BindingReducer(action: \.view)
  }
}

@MainActor
final class BindingTests: XCTestCase {
  func testBindingsSetFieldsAndAReducerMatchesAFieldByKeyPath() async {
    let store = TestStore(initialState: SignUp.State(error: "old")) { SignUp() }
    await store.send(.set(\.password, "secret")) { $0.password = "secret" }
    await store.send(.binding(.set(\.email, "ada@example.com"))) {
      $0.email = "ada@example.com"
      $0.error = nil
      $0.isFormValid = true
      $0.changes = 1
    }
    await store.send(.submitTapped)
  }

  /// As TCA's `receive(\.binding.email)`; `initialState: .init()` infers the reducer's state.
  func testAReceivedBindingActionMatchesByTheFieldsKeyPath() async {
    let store = TestStore(initialState: .init()) { Clearer() }
    await store.send(.clearTapped)
    await store.receive(\.binding?.email) { $0.email = "" }
    await store.send(.clearTapped)
    await store.receive(\.binding?.email, "")
  }

  func testOnChangeRunsOnlyWhenTheValueChanged() async {
    let store = TestStore(initialState: SignUp.State()) { SignUp() }
    await store.send(.set(\.email, "a")) { $0.email = "a" }
    await store.send(.set(\.email, "b")) { $0.email = "b" }
    await store.send(.set(\.password, "p")) {
      $0.password = "p"
      $0.isFormValid = true
      $0.changes = 1
    }
    await store.send(.set(\.email, "")) {
      $0.email = ""
      $0.isFormValid = false
      $0.changes = 2
    }
  }

  func testBindingReducerReachesBindingsInsideAViewCase() async {
    let store = TestStore(initialState: Search.State()) { Search() }
    await store.send(.view(.set(\.query, "blob"))) { $0.query = "blob" }
  }

  func testBindingActionsCompareByFieldAndValueAndDumpReadably() {
    typealias Binding = BindingAction<SignUp.State>
    XCTAssertEqual(Binding.set(\.email, "a"), Binding.set(\.email, "a"))
    XCTAssertNotEqual(Binding.set(\.email, "a"), Binding.set(\.email, "b"))
    XCTAssertNotEqual(Binding.set(\.email, "a"), Binding.set(\.password, "a"))
    XCTAssertEqual(Binding.set(\.email, "a").value(as: String.self), "a")
    XCTAssertEqual(customDump(Binding.set(\.email, "a")), #".set(\State.email, "a")"#)
  }
}
