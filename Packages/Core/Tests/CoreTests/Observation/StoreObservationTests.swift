import Foundation
import Observation
import Testing

@testable import Core

/// How many times a tracking's `onChange` ran (at most once: a tracking fires once).
final class Changes: Sendable {
  private let fired = LockIsolated(0)

  func record() { fired.withValue { $0 += 1 } }

  var count: Int { fired.value }
  var didFire: Bool { count > 0 }
}

/// Runs `read` inside `withObservationTracking`, as a view's body runs.
@MainActor
func tracking(_ read: () -> Void) -> Changes {
  let changes = Changes()
  withObservationTracking(read) { changes.record() }
  return changes
}

/// A `Store` as SwiftUI and the terminal runner observe it, through Swift's Observation: the
/// store-level cases of TCA's `ObservableTests` and `ScopeCacheTests`, written without
/// `@ObservableState`, and Core's own.
@MainActor
@Suite struct StoreObservationTests {
  private func makeStore(_ state: ObservedParent.State = .init()) -> StoreOf<ObservedParent> {
    Store(initialState: state) { ObservedParent() }
  }

  // MARK: Properties

  @Test func aReadPropertyNotifiesWhenItChanges() {
    let store = makeStore()
    let changes = tracking { _ = store.count }
    store.send(.mutate { $0.count += 1 })
    #expect(changes.count == 1)
    #expect(store.count == 1)
  }

  @Test func anotherPropertyChangingDoesNotNotify() {
    let store = makeStore()
    let changes = tracking { _ = store.count }
    store.send(.mutate { $0.title = "Other" })
    store.send(.mutate { $0.child.count += 1 })
    #expect(!changes.didFire)
  }

  @Test func assigningAnEqualValueDoesNotNotify() {
    let store = makeStore()
    let changes = tracking { _ = store.count }
    store.send(.mutate { $0.count = 0 })
    store.send(
      .mutate {
        $0.count += 1; $0.count -= 1
      })
    #expect(!changes.didFire)
  }

  @Test func readingTheWholeStateTracksEveryProperty() {
    let store = makeStore()
    let changes = tracking { _ = store.state }
    store.send(.mutate { $0.sibling.count = 5 })
    #expect(changes.didFire)
  }

  @Test func withStateReadsWithoutTracking() {
    let store = makeStore()
    let changes = tracking { _ = store.withState(\.count) }
    store.send(.mutate { $0.count += 1 })
    #expect(!changes.didFire)
  }

  @Test func replacingTheRootNotifiesWhatChanged() {
    let store = makeStore()
    let count = tracking { _ = store.count }
    let title = tracking { _ = store.title }
    store.send(.mutate { $0 = ObservedParent.State(count: 3) })
    #expect(count.didFire)
    #expect(!title.didFire, "the new root has the same title")
  }

  // MARK: Children

  @Test func aChildStoreNotifiesOnlyForItsOwnReadMembers() {
    let store = makeStore()
    let child = store.scope(state: \.child, action: .case(ObservedParent.Action.child, \.child))
    let changes = tracking { _ = child.count }
    store.send(.mutate { $0.count += 1 })
    store.send(.mutate { $0.sibling.count += 1 })
    #expect(!changes.didFire)
    child.send(.increment)
    #expect(changes.didFire)
  }

  @Test func replacingOrResettingAChildNotifies() {
    let store = makeStore()
    let child = store.scope(state: \.child, action: .case(ObservedParent.Action.child, \.child))
    let replaced = tracking { _ = child.count }
    store.send(.mutate { $0.child = ObservedChild.State(id: 1, count: 7) })
    #expect(replaced.didFire)
    let reset = tracking { _ = child.count }
    store.send(.mutate { $0.child = ObservedChild.State(id: 1) })
    #expect(reset.didFire)
  }

  @Test func swappingSiblingsNotifiesBoth() {
    let store = makeStore(.init(child: .init(id: 1, count: 1), sibling: .init(id: 2, count: 2)))
    let child = store.scope(state: \.child, action: .case(ObservedParent.Action.child, \.child))
    let sibling = store.scope(state: \.sibling, action: ObservedParent.Action.sibling)
    let childChanges = tracking { _ = child.count }
    let siblingChanges = tracking { _ = sibling.count }
    store.send(.mutate { swap(&$0.child, &$0.sibling) })
    #expect(childChanges.didFire)
    #expect(siblingChanges.didFire)
    #expect(child.count == 2 && sibling.count == 1)
  }

  @Test func aShortLivedChildStoreReadWhileRenderingStillNotifies() {
    let store = makeStore()
    let changes = tracking {
      let child = store.scope(state: \.child, action: .case(ObservedParent.Action.child, \.child))
      _ = child.count
    }
    store.send(.child(.increment))
    #expect(changes.didFire)
  }

  @Test func childStoresScopedTheSameWayShareTheirMembers() {
    let store = makeStore()
    for _ in 0..<10 {
      let child = store.scope(state: \.child, action: .case(ObservedParent.Action.child, \.child))
      _ = tracking { _ = child.count }
    }
    #expect(store.core.observation.memberCount == 1)
  }

  // MARK: Optional children and destinations

  @Test func anOptionalChildNotifiesOnPresenceNotOnEdits() {
    let store = makeStore()
    let presented = tracking {
      _ = store.scope(state: \.optional, action: ObservedParent.Action.optional)
    }
    store.send(.mutate { $0.optional = ObservedChild.State(id: 3) })
    #expect(presented.didFire)

    let edits = tracking {
      _ = store.scope(state: \.optional, action: ObservedParent.Action.optional)
    }
    let optional = store.scope(state: \.optional, action: ObservedParent.Action.optional)
    let inside = tracking { _ = optional?.count }
    store.send(.mutate { $0.optional?.count += 1 })
    #expect(!edits.didFire, "an edit inside the child is not the parent's change")
    #expect(inside.didFire, "it is the child store's")

    let dismissed = tracking {
      _ = store.scope(state: \.optional, action: ObservedParent.Action.optional)
    }
    store.send(.mutate { $0.optional = nil })
    #expect(dismissed.didFire)
  }

  @Test func anOptionalChildReplacedByAnotherIDNotifies() {
    let store = makeStore(.init(optional: .init(id: 3)))
    let changes = tracking {
      _ = store.scope(state: \.optional, action: ObservedParent.Action.optional)
    }
    store.send(.mutate { $0.optional = ObservedChild.State(id: 4) })
    #expect(changes.didFire)
  }

  @Test func aDestinationNotifiesWhenItsCaseOrIdentityChanges() {
    let store = makeStore(.init(destination: .edit(.init(id: 1))))
    let scope = { store.scope(state: \.destination, action: ObservedParent.Action.destination) }

    let kept = tracking { _ = scope() }
    store.send(.mutate { $0.destination = .edit(.init(id: 1, count: 5)) })
    #expect(!kept.didFire, "the same child, edited")

    let otherID = tracking { _ = scope() }
    store.send(.mutate { $0.destination = .edit(.init(id: 2)) })
    #expect(otherID.didFire)

    let otherCase = tracking { _ = scope() }
    store.send(.mutate { $0.destination = .note("Hi") })
    #expect(otherCase.didFire)

    let dismissed = tracking { _ = scope() }
    store.send(.mutate { $0.destination = nil })
    #expect(dismissed.didFire)
  }

  @Test func aCaseScopeOfAnEnumStoreNotifiesWhenTheCaseOrIdentityChanges() {
    typealias Destination = ObservedParent.Destination
    let store = Store(initialState: Destination.edit(.init(id: 1))) {
      Reduce<Destination, Destination> { state, action in
        state = action
        return .none
      }
    }
    let edit = AnyCasePath<Destination, ObservedChild.State>.case(Destination.edit, \.edit)
    let noAction = AnyCasePath<Destination, Destination>(embed: { $0 }, extract: { $0 })

    let editStore = store.scope(state: edit, action: noAction)
    let sameChild = tracking { _ = store.scope(state: edit, action: noAction) }
    let inside = tracking { _ = editStore?.count }
    store.send(.edit(.init(id: 1, count: 3)))
    #expect(!sameChild.didFire, "the same case and id, edited inside")
    #expect(inside.didFire, "what the case's store read changed")

    let otherChild = tracking { _ = store.scope(state: edit, action: noAction) }
    store.send(.edit(.init(id: 2)))
    #expect(otherChild.didFire)

    let otherCase = tracking { _ = store.scope(state: edit, action: noAction) }
    store.send(.note("Hi"))
    #expect(otherCase.didFire)
    #expect(store.scope(state: edit, action: noAction) == nil)
  }

  // MARK: Collections

  @Test func aListNotifiesWhenIDsChangeAndEachRowWhenItsElementChanges() {
    let store = makeStore(.init(rows: [.init(id: 1), .init(id: 2)]))
    let rowsAction = AnyCasePath.case(ObservedParent.Action.rows, \.rows)
    let rows = store.scope(state: \.rows, action: rowsAction)
    let list = tracking { _ = store.scope(state: \.rows, action: rowsAction) }
    let first = tracking { _ = rows[0].count }
    let second = tracking { _ = rows[1].count }

    rows[1].send(.increment)
    #expect(second.didFire)
    #expect(!first.didFire, "another row changed")
    #expect(!list.didFire, "an element changed inside, the ids did not")

    store.send(.mutate { $0.rows.append(.init(id: 3)) })
    #expect(list.didFire)
    #expect(store.scope(state: \.rows, action: rowsAction).map { $0.withState(\.id) } == [1, 2, 3])
  }

  @Test func aListNotifiesWhenRowsMoveOrGo() {
    let store = makeStore(.init(rows: [.init(id: 1), .init(id: 2)]))
    let rowsAction = AnyCasePath.case(ObservedParent.Action.rows, \.rows)
    let moved = tracking { _ = store.scope(state: \.rows, action: rowsAction) }
    store.send(.mutate { $0.rows.swapAt(0, 1) })
    #expect(moved.didFire)
    let removed = tracking { _ = store.scope(state: \.rows, action: rowsAction) }
    store.send(.mutate { $0.rows.remove(id: 1) })
    #expect(removed.didFire)
  }

  @Test func aRowReadsItsOwnElementWhereverItMovesAndIsToldWhenItGoes() {
    let store = makeStore(.init(rows: [.init(id: 1), .init(id: 2)]))
    let rows = store.scope(state: \.rows, action: .case(ObservedParent.Action.rows, \.rows))
    #expect((rows[1].core.stateAddress != nil) == !ElementAddresses.isTurnedOff)
    var second = tracking { _ = rows[1].count }
    store.send(.mutate { $0.rows.swapAt(0, 1) })
    #expect(!second.didFire, "its element moved, unchanged")
    store.send(.mutate { $0.rows[id: 1]!.count += 1 })
    #expect(!second.didFire, "the element now at its first index changed, not its own")
    store.send(.mutate { $0.rows[id: 2]!.count += 1 })
    #expect(second.didFire)
    second = tracking { _ = rows[1].count }
    store.send(.mutate { $0.rows.remove(id: 2) })
    #expect(second.didFire, "its element went")
  }

  @Test func theRowsLeftAfterOneGoesAreStillToldOfTheirChanges() {
    let store = makeStore(.init(rows: [.init(id: 1), .init(id: 2), .init(id: 3)]))
    let rows = store.scope(state: \.rows, action: .case(ObservedParent.Action.rows, \.rows))
    _ = tracking { for row in rows { _ = row.count } }
    let membersBefore = store.core.observation.memberCount
    store.send(.mutate { $0.rows.remove(id: 1) })
    #expect(store.core.observation.memberCount == membersBefore - 1, "the first row's member went")
    let second = tracking { _ = rows[1].count }
    let third = tracking { _ = rows[2].count }
    store.send(.mutate { $0.rows[id: 3]!.count += 1 })
    #expect(third.didFire)
    #expect(!second.didFire)
    store.send(.mutate { $0.rows[id: 2]!.count += 1 })
    #expect(second.didFire)
    store.send(.mutate { $0.rows.remove(id: 3) })
    #expect(store.core.observation.memberCount == membersBefore - 2, "the last row's member went")
    let last = tracking { _ = rows[1].count }
    store.send(.mutate { $0.rows[id: 2]!.count += 1 })
    #expect(last.didFire)
  }

  @Test func aStackNotifiesOnPushAndPopAndEachScreenOnItsOwnChange() {
    let store = makeStore()
    let path = store.scope(state: \.path, action: .case(ObservedParent.Action.path, \.path))
    let pushed = tracking { _ = path.scopeElements() }
    store.send(.mutate { $0.path.append(.init(id: 10)) })
    #expect(pushed.didFire)

    let screens = path.scopeElements()
    let stack = tracking { _ = path.scopeElements() }
    let screen = tracking { _ = screens[0].count }
    screens[0].send(.increment)
    #expect(screen.didFire)
    #expect(!stack.didFire)

    let popped = tracking { _ = path.scopeElements() }
    store.send(.mutate { $0.path.removeLast() })
    #expect(popped.didFire)
  }

  // MARK: When and how often

  @Test func onChangeRunsAfterTheSendAndItsQueuedActions() {
    let store = makeStore()
    let seen = LockIsolated<[Int]>([])
    withObservationTracking {
      _ = store.count
    } onChange: {
      MainActor.assumeIsolated { seen.withValue { $0.append(store.withState(\.count)) } }
    }
    store.send(.incrementTwice)
    #expect(seen.value == [2], "told once, after the .send follow-up was reduced")
  }

  @Test func aSendFromOnChangeIsReduced() {
    let store = makeStore()
    withObservationTracking {
      _ = store.count
    } onChange: {
      MainActor.assumeIsolated { _ = store.send(.mutate { $0.title = "Seen" }) }
    }
    store.send(.mutate { $0.count = 1 })
    #expect(store.withState(\.title) == "Seen")
  }

  @Test func anEffectsActionNotifies() async {
    let store = makeStore()
    let changes = tracking { _ = store.count }
    await store.send(.incrementLater).finish()
    #expect(changes.didFire)
  }

  @Test func aSharedChangeFromAnotherStoreNotifiesItsReaders() {
    let counter = Store(initialState: SharedCounter.State()) { SharedCounter() }
    let badge = Store(initialState: CountBadge.State()) { CountBadge() }
    let count = tracking { _ = badge.count }
    let highlight = tracking { _ = badge.isHighlighted }
    counter.send(.incrementButtonTapped)
    #expect(count.didFire)
    #expect(!highlight.didFire)
  }

  @Test func aFailedSaveNotifiesTheReadersOfItsError() async {
    struct DiskFull: Error {}
    struct Numbers: Reducer {
      struct State: Equatable {
        @Shared(.fileStorage(URL(fileURLWithPath: "/data/numbers.json"))) var numbers: [Int] = []
        var saveFailed: Bool { $numbers.saveError != nil }
      }
      enum Action { case appendTapped }
      func reduce(into state: inout State, action: Action) -> Effect<Action> {
        state.$numbers.withLock { $0.append(1) }
        return .none
      }
    }
    var storage = FileStorage.inMemory()
    storage.save = { _, _ in throw DiskFull() }
    await withDependencies {
      $0.defaultFileStorage = storage
    } operation: {
      let store = Store(initialState: Numbers.State()) { Numbers() }
      let failure = tracking { _ = store.saveFailed }
      store.send(.appendTapped)
      await #expect(throws: DiskFull.self) { try await store.withState(\.$numbers).save() }
      #expect(failure.didFire, "the save's error is a change to what was read")
      #expect(store.saveFailed)
    }
  }

  @Test func storesScopedTheSameWayShareAPlaceInTheTree() {
    let store = makeStore(ObservedParent.State(rows: [.init(id: 1), .init(id: 2)]))
    let child = { store.scope(state: \.child, action: .case(ObservedParent.Action.child, \.child)) }
    let rows = { store.scope(state: \.rows, action: .case(ObservedParent.Action.rows, \.rows)) }
    let closure = {
      store.scope(state: { $0.child }, action: .case(ObservedParent.Action.child, \.child))
    }
    #expect(child().scopeID == child().scopeID)
    #expect(
      child().scopeID
        != store.scope(
          state: \.sibling, action: ObservedParent.Action.sibling
        ).scopeID)
    #expect(rows().map(\.scopeID) == rows().map(\.scopeID))
    #expect(rows()[0].scopeID != rows()[1].scopeID)
    #expect(closure().scopeID != closure().scopeID, "a closure scope has a place of its own")
  }

  // MARK: Cost and lifetime

  @Test func nothingIsKeptUntilATrackingReadsThroughTheStore() throws {
    let store = makeStore()
    store.send(.mutate { $0.count += 1 })
    let root = try #require(store.core as? RootCore<ObservedParent.State, ObservedParent.Action>)
    #expect(!root.isObserved)
    _ = store.count
    #expect(!root.isObserved, "a read outside any tracking keeps nothing")
    _ = tracking { _ = store.count }
    #expect(root.isObserved)
  }

  @Test func aTrackedTreeIsReleased() {
    var store: StoreOf<ObservedParent>? = makeStore()
    var child = store?.scope(state: \.child, action: .case(ObservedParent.Action.child, \.child))
    weak let root = store?.core
    _ = tracking {
      _ = store?.count
      _ = child?.count
      _ = store?.scope(state: \.optional, action: ObservedParent.Action.optional)
      _ = store?.scope(state: \.rows, action: .case(ObservedParent.Action.rows, \.rows))
    }
    store = nil
    child = nil
    #expect(root == nil, "no cycle through the tracked members")
  }

  @Test func aReleasedTreeDoesNotNotifyOrLoop() {
    var store: StoreOf<ObservedParent>? = makeStore()
    let changes = tracking { _ = store?.count }
    store = nil
    #expect(!changes.didFire)
  }
}
