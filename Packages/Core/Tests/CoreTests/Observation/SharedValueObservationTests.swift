import Observation
import Testing

@testable import Core

/// A feature whose state holds shared values in every way a view can reach one: a `@Shared`
/// property, a struct with a `@Shared` field, and a member that is not `Equatable`.
private struct Preferences: Reducer {
  struct Settings: Equatable {
    @Shared var theme: String
    init(theme: Shared<String>) { _theme = theme }
  }

  /// Not `Equatable`: a store compares it by its count of reduced actions.
  struct Note {
    @Shared var text: String
    init(text: Shared<String>) { _text = text }
  }

  struct State {
    @Shared var count: Int
    var settings: Settings
    var note: Note
    var label = ""
  }

  enum Action {
    case increment
    case setTheme(String)
    case setNote(String)
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .increment: state.$count.withLock { $0 += 1 }
    case let .setTheme(theme): state.settings.$theme.withLock { $0 = theme }
    case let .setNote(text): state.note.$text.withLock { $0 = text }
    }
    return .none
  }
}

/// The same state made `Equatable`, so that `store.state` is compared with `==`.
private struct EquatablePreferences: Reducer {
  struct State: Equatable {
    @Shared var count: Int
  }
  enum Action { case increment }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.$count.withLock { $0 += 1 }
    return .none
  }
}

/// A shared value read inside `withObservationTracking` is tracked on its own, however it was
/// reached, and whoever changes it: the store's own reducer, another store, or code outside.
@MainActor
@Suite struct SharedValueObservationTests {
  private let count = Shared(value: 0)
  private let theme = Shared(value: "light")
  private let text = Shared(value: "")

  private func makeStore() -> StoreOf<Preferences> {
    Store(
      initialState: Preferences.State(
        count: count, settings: .init(theme: theme), note: .init(text: text))
    ) { Preferences() }
  }

  @Test func aSharedValueReadThroughTheWholeEquatableStateIsTold() {
    let store = Store(initialState: EquatablePreferences.State(count: count)) {
      EquatablePreferences()
    }
    let changes = tracking { _ = store.state.count }
    store.send(.increment)
    #expect(changes.didFire, "the remembered state and the state now hold one shared box")
  }

  @Test func aSharedFieldOfAnEquatableMemberIsToldOfItsOwnStoresChange() {
    let store = makeStore()
    let changes = tracking { _ = store.settings.theme }
    store.send(.setTheme("dark"))
    #expect(changes.didFire)
    #expect(store.settings.theme == "dark")
  }

  @Test func aSharedFieldOfAnEquatableMemberIsToldOfAChangeFromOutside() {
    let store = makeStore()
    let changes = tracking { _ = store.settings.theme }
    theme.withLock { $0 = "dark" }
    #expect(changes.didFire)
  }

  @Test func aNonEquatableMemberHoldingASharedValueIsToldOfAnotherStoresChange() {
    let store = makeStore()
    let other = makeStore()
    let changes = tracking { _ = store.note.text }
    other.send(.setNote("written elsewhere"))
    #expect(changes.didFire, "this store reduced nothing, yet what it shows changed")
  }

  @Test func aSharedValueHeldOutsideAnyStoreIsTracked() {
    let changes = tracking { _ = count.wrappedValue }
    count.withLock { $0 += 1 }
    #expect(changes.didFire)
  }

  @Test func aChangeToAnotherSharedValueIsNotTold() {
    let store = makeStore()
    let changes = tracking { _ = store.settings.theme }
    store.send(.increment)
    store.send(.setNote("other"))
    #expect(!changes.didFire)
  }

  @Test func aChangeOffTheMainActorIsToldOnTheMainActor() async {
    let changes = tracking { _ = theme.wrappedValue }
    await Task.detached { [theme] in theme.withLock { $0 = "dark" } }.value
    for _ in 0..<1_000 where !changes.didFire { await Task.yield() }
    #expect(changes.didFire)
  }
}
