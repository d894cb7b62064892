import Testing

@testable import Core

/// A stack bound as SwiftUI's `NavigationStack(path: $store[state:action:])` binds it:
/// written through a `ReferenceWritableKeyPath` into the store.
@MainActor
@Suite struct StackBindingTests {
  fileprivate typealias Path = ReferenceWritableKeyPath<
    StoreOf<ObservedParent>, [StackState<ObservedChild.State>.Component]
  >

  let store = Store(initialState: ObservedParent.State()) { ObservedParent() }
  fileprivate let path: Path = \.[state: \.path, action: .case(ObservedParent.Action.path, \.path)]

  private func push(_ ids: Int...) {
    store.send(
      .mutate { state in
        for id in ids { state.path.append(ObservedChild.State(id: id)) }
      })
  }

  @Test func readingGivesTheScreensWithTheirIdsBottomFirst() {
    push(1, 2)
    let components = store[keyPath: path]
    #expect(components.map(\.element.id) == [1, 2])
    #expect(components.map(\.id) == store.withState(\.path.ids))
  }

  @Test func settingAPrefixPopsFromTheFirstScreenDropped() {
    push(1, 2, 3)
    let ids = store.withState(\.path.ids)
    store[keyPath: path] = Array(store[keyPath: path].prefix(1))
    #expect(store.withState(\.path.ids) == [ids[0]])
    store[keyPath: path] = []
    #expect(store.withState(\.path).isEmpty)
  }

  @Test func settingALongerPathPushesItsLastScreen() {
    push(1)
    var components = store[keyPath: path]
    components.append(.init(id: 99, element: ObservedChild.State(id: 7)))
    store[keyPath: path] = components
    #expect(store.withState(\.path.ids.last) == 99)
    #expect(store.withState(\.path[id: 99]?.id) == 7)
  }

  @Test func settingAPathOfTheSameLengthSendsNothing() {
    push(1)
    var components = store[keyPath: path]
    components[0].element.count = 5
    store[keyPath: path] = components
    #expect(store.withState(\.path[0].count) == 0)
  }

  @Test func aViewReadingItIsToldOfAPushAndAPopButNotOfAChangeInsideAScreen() throws {
    let pushed = tracking { _ = store[keyPath: path] }
    push(1)
    #expect(pushed.didFire)
    let changedInside = tracking { _ = store[keyPath: path] }
    let id = try #require(store.withState(\.path.ids.first))
    store.send(.path(.element(id: id, action: .increment)))
    #expect(!changedInside.didFire)
    let popped = tracking { _ = store[keyPath: path] }
    store[keyPath: path] = []
    #expect(popped.didFire)
  }

  @Test func componentsAreEqualByIdAlone() {
    let a = StackState<Int>.Component(id: 1, element: 10)
    #expect(a == .init(id: 1, element: 20))
    #expect(a != .init(id: 2, element: 10))
    #expect(Set([a, .init(id: 1, element: 30)]).count == 1)
  }
}
