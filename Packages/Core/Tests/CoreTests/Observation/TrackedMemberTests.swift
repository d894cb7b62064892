import Observation
import Testing

@testable import Core

/// What the members a store remembers for its views do over time: they follow the state they
/// read through any number of sends, and they go when the store or the state they read goes.
@MainActor
@Suite struct TrackedMemberTests {
  private func makeStore(_ state: ObservedParent.State = .init()) -> StoreOf<ObservedParent> {
    Store(initialState: state) { ObservedParent() }
  }

  private func members(of store: StoreOf<ObservedParent>) throws -> Int {
    try #require(store.core as? RootCore<ObservedParent.State, ObservedParent.Action>)
      .observation.memberCount
  }

  @Test func aMemberReadBeforeASendInTheSameTrackingIsToldOfTheNext() {
    let store = makeStore()
    let changes = tracking {
      _ = store.count
      store.send(.mutate { $0.count += 1 })  // a body that sends
    }
    store.send(.mutate { $0.count += 1 })
    #expect(changes.didFire)
  }

  @Test func aMemberToldOfAChangeIsToldOfTheNextByTheNextTracking() {
    let store = makeStore()
    let first = tracking { _ = store.count }
    store.send(.mutate { $0.count = 1 })
    let second = tracking { _ = store.count }
    store.send(.mutate { $0.count = 1 })
    #expect(first.count == 1)
    #expect(!second.didFire, "an equal value assigned again is no change")
    store.send(.mutate { $0.count = 2 })
    #expect(second.didFire)
  }

  @Test func membersOfStoresScopedWithAClosureGoWithTheirStores() throws {
    let store = makeStore()
    _ = tracking { _ = store.count }
    for _ in 0..<10 {
      _ = tracking {
        let child = store.scope(state: { $0.child }, action: ObservedParent.Action.child)
        _ = child.count
        _ = child.state.id
      }
    }
    #expect(try members(of: store) == 1, "only store.count is left")
  }

  /// An object a state holds, equal only to itself, that holds a store.
  final class Holder: Equatable, @unchecked Sendable {
    var store: AnyObject?
    static func == (lhs: Holder, rhs: Holder) -> Bool { lhs === rhs }
  }

  struct Holding: Equatable {
    var holder = Holder()
    var count = 0
    var other = 0
  }

  @Test func aStoreLetGoOfByACheckHasItsMembersForgottenAfterTheChecks() throws {
    let store = Store(initialState: Holding()) { Mutated<Holding>() }
    var scoped: Store<Int, IdentifiedAction<Int, Never>>? = store.scope(
      state: { $0.count }, action: Mutated<Holding>.Action.rows)
    // Read in this order, the scoped store's member is checked before the holder's.
    _ = tracking { _ = scoped!.state }
    let holder = tracking { _ = store.holder }
    let other = tracking { _ = store.other }
    let observation = try #require(store.core.existingObservation).takeUnretainedValue()
    #expect(observation.memberCount == 3)
    store.withState(\.holder).store = scoped
    scoped = nil
    // The holder's check lets go of the old holder, the last to hold the scoped store, whose
    // members are forgotten: not while the checks walk the members, which would skip one.
    store.send(
      .mutate {
        $0.holder = Holder()
        $0.other += 1
      })
    #expect(holder.didFire)
    #expect(other.didFire, "checked after the scoped store went")
    #expect(observation.memberCount == 2, "the scoped store's member is forgotten")
  }

  @Test func membersOfAStackScreenScopedByIDStayAsManyAsOneRender() throws {
    var state = ObservedParent.State()
    state.path.append(ObservedChild.State(id: 7))
    let store = makeStore(state)
    let path = store.scope(state: \.path, action: .case(ObservedParent.Action.path, \.path))
    let id = try #require(path.withState(\.ids.first))
    func render() { _ = tracking { _ = path.scope(id: id)?.count } }
    render()
    let afterOne = try members(of: store)
    for _ in 0..<10 { render() }
    #expect(try members(of: store) == afterOne)
  }

  @Test func aPoppedScreensMembersGoAtTheNextSend() throws {
    var state = ObservedParent.State()
    state.path.append(ObservedChild.State(id: 7))
    let store = makeStore(state)
    let path = store.scope(state: \.path, action: .case(ObservedParent.Action.path, \.path))
    _ = tracking { for screen in path.scopeElements() { _ = screen.count } }
    let withScreen = try members(of: store)
    store.send(.mutate { $0.path.removeAll() })
    #expect(try members(of: store) == withScreen - 1, "the screen's count is gone; the ids stay")
  }

  @Test func aMemberForgottenAndReadAgainThroughTheSameStoreIsToldOfTheNextChange() {
    var state = ObservedParent.State()
    state.rows = [ObservedChild.State(id: 1)]
    let store = makeStore(state)
    let row = store.scope(state: \.rows, action: .case(ObservedParent.Action.rows, \.rows))[0]
    _ = tracking { _ = row.count }
    store.send(.mutate { $0.rows = [] })  // the row's count is gone: forgotten
    store.send(.mutate { $0.rows = [ObservedChild.State(id: 1)] })
    let changes = tracking { _ = row.count }  // the same store, the same key path
    store.send(.mutate { $0.rows[id: 1]?.count = 5 })
    #expect(changes.didFire, "read again, it is remembered again, not taken for remembered")
  }
}
