import Observation
import Testing

@testable import Core

/// A form whose fields a view binds: every action it reduces is logged, so that a test sees
/// what a binding sent and that it was reduced once.
private struct Profile: Reducer {
  struct State: Equatable {
    var name = ""
    var isPublic = false
    var reduced: [String] = []
  }

  enum Action: BindableAction {
    case binding(BindingAction<State>)
    var binding: BindingAction<State>? { if case let .binding(a) = self { a } else { nil } }
  }

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      if case let .binding(binding) = action { state.reduced.append("\(binding.keyPath)") }
      return .none
    }
  }
}

/// A store's fields written as SwiftUI's `@Bindable` writes them: through a
/// `ReferenceWritableKeyPath` into the store (`$store.name` is a `Binding` made of one), as
/// TCA's `BindableStoreTests` and the binding parts of its `ObservableTests` do.
@MainActor
@Suite struct BindableStoreTests {
  @Test func writingAFieldThroughItsKeyPathSendsItsBindingAction() {
    let store = Store(initialState: Profile.State()) { Profile() }
    let name: ReferenceWritableKeyPath<StoreOf<Profile>, String> = \.name
    store[keyPath: name] = "Ada"
    #expect(store.name == "Ada")
    #expect(store[keyPath: name] == "Ada")
    #expect(store.reduced == [#"\State.name"#], "reduced once, as one binding action")
  }

  @Test func aViewReadingTheFieldIsToldWhenABindingChangedIt() {
    let store = Store(initialState: Profile.State()) { Profile() }
    let name = tracking { _ = store.name }
    let isPublic = tracking { _ = store.isPublic }
    store.name = "Ada"
    #expect(name.didFire)
    #expect(!isPublic.didFire, "another field")
  }

  @Test func settingTheWholeStateSendsOneBindingOfSelf() {
    let store = Store(initialState: Profile.State()) { Profile() }
    let state: ReferenceWritableKeyPath<StoreOf<Profile>, Profile.State> = \.state
    store[keyPath: state] = Profile.State(name: "Grace", isPublic: true)
    #expect(store.name == "Grace")
    #expect(store.isPublic)
    #expect(store.reduced == [#"\State.self"#])
  }

  @Test func aViewActionsBindingsAreSentInItsViewCase() {
    let store = Store(initialState: Search.State()) { Search() }
    let query: ReferenceWritableKeyPath<StoreOf<Search>, String> = \.query
    store[keyPath: query] = "blob"
    #expect(store.query == "blob")
    store.state = Search.State(query: "cat")
    #expect(store.withState(\.query) == "cat")
  }

  @Test func aBindingThroughAScopedStoreReachesTheChild() {
    struct Parent: Reducer {
      struct State: Equatable { var profile = Profile.State() }
      enum Action {
        case profile(Profile.Action)
        var profile: Profile.Action? { if case let .profile(a) = self { a } else { nil } }
      }
      var body: some ReducerOf<Self> {
        Scope(state: \.profile, action: .case(Action.profile, \.profile)) { Profile() }
      }
    }
    let store = Store(initialState: Parent.State()) { Parent() }
    let profile = store.scope(\.profile, action: .case(Parent.Action.profile, \.profile))
    profile.name = "Ada"
    #expect(store.profile.name == "Ada")
    #expect(store.profile.reduced.count == 1)
  }
}
