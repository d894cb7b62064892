import Core
import XCTest

/// A child kept three ways (optional, enum case, presentation), each of which a parent can
/// replace or write back.
private struct Parent: Reducer {
  struct State: Equatable {
    var child: Counter.State?
    var sibling: Counter.State?
    var mode = Mode.idle
    @PresentationState var detail: Counter.State?
    var plain: Plain.State?
  }

  enum Mode: Equatable {
    case idle
    case counting(Counter.State)
    var counting: Counter.State? {
      get { if case let .counting(s) = self { s } else { nil } }
      set { if let newValue { self = .counting(newValue) } }
    }
  }

  enum Action: Equatable, Sendable {
    case child(Counter.Action)
    case sibling(Counter.Action)
    case counting(Counter.Action)
    case detail(PresentationAction<Counter.Action>)
    case plain(Plain.Action)
    case replaceChild(id: Int)
    case writeBackChildWithSameID
    case writeBackDetailWithSameID
    case replaceDetail(id: Int)
    case resetPlain
    case cancelLongEffects
    var child: Counter.Action? { if case let .child(a) = self { a } else { nil } }
    var sibling: Counter.Action? { if case let .sibling(a) = self { a } else { nil } }
    var counting: Counter.Action? { if case let .counting(a) = self { a } else { nil } }
    var detail: PresentationAction<Counter.Action>? {
      if case let .detail(a) = self { a } else { nil }
    }
    var plain: Plain.Action? { if case let .plain(a) = self { a } else { nil } }
  }

  let log: EventLog

  var body: some ReducerOf<Self> {
    Reduce<State, Action>(core)
      .ifLet(\.child, action: .case(Action.child, \.child)) { Counter(log: log) }
      .ifLet(\.sibling, action: .case(Action.sibling, \.sibling)) { Counter(log: log) }
      .ifLet(\.mode.counting, action: .case(Action.counting, \.counting)) { Counter(log: log) }
      .ifLet(\.$detail, action: .case(Action.detail, \.detail)) { Counter(log: log) }
      .ifLet(\.plain, action: .case(Action.plain, \.plain)) { Plain(log: log) }
  }

  private func core(state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case let .replaceChild(id):
      state.child = Counter.State(id: id)
    case .writeBackChildWithSameID:
      var copy = state.child!
      copy.count += 10
      state.child = copy
    case .writeBackDetailWithSameID:
      var copy = state.detail!
      copy.count += 10
      state.detail = copy
    case let .replaceDetail(id):
      state.detail = Counter.State(id: id)
    case .resetPlain:
      state.plain = Plain.State()
    case .cancelLongEffects:
      return .cancel(id: Counter.CancelID.long)
    case .child, .sibling, .counting, .detail, .plain:
      break
    }
    return .none
  }
}

/// Enum state whose case a parent can restart with a fresh child.
private struct Session: Reducer {
  enum State: Equatable {
    case idle
    case counting(Counter.State)
    var counting: Counter.State? { if case let .counting(s) = self { s } else { nil } }
  }
  enum Action: Equatable, Sendable {
    case counting(Counter.Action)
    case restart(id: Int)
    var counting: Counter.Action? { if case let .counting(a) = self { a } else { nil } }
  }
  let log: EventLog
  var body: some ReducerOf<Self> {
    Reduce<State, Action> { state, action in
      if case let .restart(id) = action { state = .counting(Counter.State(id: id)) }
      return .none
    }
    .ifCaseLet(.case(State.counting, \.counting), action: .case(Action.counting, \.counting)) {
      Counter(log: log)
    }
  }
}

/// A child whose state is not `Identifiable`: every value of it is the same child.
private struct Plain: Reducer {
  struct State: Equatable { var count = 0 }
  enum Action: Equatable, Sendable { case start }
  let log: EventLog

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    .run { [log] _ in
      log.append("plain started")
      await suspendUntilCancelled()
      log.append("plain cancelled")
    }
  }
}

private struct Scoped: Reducer {
  struct State: Equatable { var parent = Parent.State() }
  enum Action: Equatable, Sendable {
    case parent(Parent.Action)
    var parent: Parent.Action? { if case let .parent(a) = self { a } else { nil } }
  }
  let log: EventLog
  var body: some ReducerOf<Self> {
    Scope(state: \.parent, action: .case(Action.parent, \.parent)) { Parent(log: log) }
  }
}

/// A child kept in an `Indirect` box, which the parent can replace or write back.
private struct BoxedParent: Reducer {
  struct State: Equatable {
    var child = Indirect<Counter.State?>(nil)
  }

  enum Action: Equatable, Sendable {
    case child(Counter.Action)
    case replaceChild(id: Int)
    case writeBackChildWithSameID
    var child: Counter.Action? { if case let .child(a) = self { a } else { nil } }
  }

  let log: EventLog

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .replaceChild(id):
        state.child.value = Counter.State(id: id)
      case .writeBackChildWithSameID:
        var copy = state.child.value!
        copy.count += 10
        state.child = Indirect(copy)
      case .child:
        break
      }
      return .none
    }
    .ifLet(\.child, action: .case(Action.child, \.child)) { Counter(log: log) }
  }
}

@MainActor
final class ChildIdentityTests: XCTestCase {
  func testReplacingABoxedChildWithAnotherIDCancelsTheOldChildsEffects() async {
    let log = EventLog()
    let store = Store(initialState: BoxedParent.State(child: Indirect(Counter.State(id: 1)))) {
      BoxedParent(log: log)
    }
    let kept = store.send(.child(.startLongEffect))
    await waitUntil { log.entries.count == 1 }
    store.send(.writeBackChildWithSameID)
    await settle()
    XCTAssertEqual(log.entries, ["started 1"], "A new box with the same id is the same child")
    store.send(.replaceChild(id: 2))
    await awaitWithTimeout { await kept.finish() }
    XCTAssertEqual(log.entries, ["started 1", "cancelled 1"])
  }

  func testReplacingAnOptionalChildWithAnotherIDCancelsTheOldChildsEffects() async {
    let log = EventLog()
    var state = Parent.State()
    state.child = Counter.State(id: 1)
    let store = Store(initialState: state) { Parent(log: log) }
    let old = store.send(.child(.startLongEffect))
    await waitUntil { log.entries.count == 1 }
    store.send(.replaceChild(id: 2))
    await awaitWithTimeout { await old.finish() }
    XCTAssertEqual(log.entries, ["started 1", "cancelled 1"])

    let new = store.send(.child(.startLongEffect))
    await waitUntil { log.entries.count == 3 }
    XCTAssertEqual(log.entries.last, "started 2", "The new child's effects are its own")
    new.cancel()
    await awaitWithTimeout { await new.finish() }
  }

  func testWritingBackAnOptionalChildWithTheSameIDKeepsItsEffects() async {
    let log = EventLog()
    var state = Parent.State()
    state.child = Counter.State(id: 1)
    let store = Store(initialState: state) { Parent(log: log) }
    let effect = store.send(.child(.startLongEffect))
    await waitUntil { log.entries.count == 1 }
    store.send(.writeBackChildWithSameID)
    await settle()
    XCTAssertEqual(log.entries, ["started 1"])
    effect.cancel()
    await awaitWithTimeout { await effect.finish() }
  }

  func testMovingAnEnumToTheSameCaseWithANewIDCancelsTheOldRequest() async {
    let log = EventLog()
    let store = Store(initialState: Session.State.counting(Counter.State(id: 1))) {
      Session(log: log)
    }
    let old = store.send(.counting(.startLongEffect))
    await waitUntil { log.entries.count == 1 }
    store.send(.restart(id: 2))
    await awaitWithTimeout { await old.finish() }
    XCTAssertEqual(log.entries, ["started 1", "cancelled 1"])
    XCTAssertEqual(store.state, .counting(Counter.State(id: 2)))
  }

  func testWritingBackAPresentedChildWithTheSameIDKeepsItsEffects() async {
    let log = EventLog()
    let store = Store(initialState: Parent.State(detail: Counter.State(id: 1))) { Parent(log: log) }
    let effect = store.send(.detail(.presented(.startLongEffect)))
    await waitUntil { log.entries.count == 1 }
    store.send(.writeBackDetailWithSameID)
    await settle()
    XCTAssertEqual(log.entries, ["started 1"], "A copy written back is the same presentation")
    store.send(.replaceDetail(id: 2))
    await awaitWithTimeout { await effect.finish() }
    XCTAssertEqual(log.entries, ["started 1", "cancelled 1"], "Another id is a new presentation")
  }

  func testAChildWithoutAnIDIsTheSameChildWhateverItsValue() async {
    let log = EventLog()
    let store = Store(initialState: Parent.State(plain: Plain.State())) { Parent(log: log) }
    let effect = store.send(.plain(.start))
    await waitUntil { log.entries.count == 1 }
    store.send(.resetPlain)
    await settle()
    XCTAssertEqual(log.entries, ["plain started"], "As in TCA: no id, no new identity")
    effect.cancel()
    await awaitWithTimeout { await effect.finish() }
  }

  func testAParentsCancelReachesItsChildrensEffectsWithThatID() async {
    let log = EventLog()
    var state = Parent.State(mode: .counting(Counter.State(id: 3)), detail: Counter.State(id: 4))
    state.child = Counter.State(id: 1)
    let store = Store(initialState: state) { Parent(log: log) }
    let tasks = [
      store.send(.child(.startCancellableEffect)),
      store.send(.counting(.startCancellableEffect)),
      store.send(.detail(.presented(.startCancellableEffect))),
    ]
    await waitUntil { log.entries.count == 3 }
    store.send(.cancelLongEffects)
    for task in tasks { await awaitWithTimeout { await task.finish() } }
    XCTAssertEqual(
      Set(log.entries.filter { $0.hasPrefix("cancelled") }),
      ["cancelled cancellable 1", "cancelled cancellable 3", "cancelled cancellable 4"]
    )
  }

  func testAnAncestorsCancelReachesDescendantsThroughAScope() async {
    let log = EventLog()
    var state = Scoped.State()
    state.parent.child = Counter.State(id: 1)
    let store = Store(initialState: state) { Scoped(log: log) }
    let task = store.send(.parent(.child(.startCancellableEffect)))
    await waitUntil { log.entries.count == 1 }
    store.send(.parent(.cancelLongEffects))
    await awaitWithTimeout { await task.finish() }
    XCTAssertEqual(log.entries, ["started cancellable 1", "cancelled cancellable 1"])
  }

  func testAChildsCancelLeavesItsSiblingAndOtherStoresAlone() async {
    let log = EventLog()
    var state = Parent.State()
    state.child = Counter.State(id: 1)
    state.sibling = Counter.State(id: 2)
    let store = Store(initialState: state) { Parent(log: log) }
    let other = Store(initialState: state) { Parent(log: log) }
    let sibling = store.send(.sibling(.startCancellableEffect))
    let otherChild = other.send(.child(.startCancellableEffect))
    let child = store.send(.child(.startCancellableEffect))
    await waitUntil { log.entries.count == 3 }
    store.send(.child(.cancelCancellableEffect))
    await awaitWithTimeout { await child.finish() }
    await settle()
    XCTAssertEqual(log.entries.filter { $0.hasPrefix("cancelled") }, ["cancelled cancellable 1"])
    other.send(.cancelLongEffects)
    store.send(.cancelLongEffects)
    await awaitWithTimeout {
      await sibling.finish()
      await otherChild.finish()
    }
  }

  /// Gives a cancellation that must not happen the time to, before the test checks that it
  /// did not.
  private func settle() async {
    for _ in 0..<20 { await Task.yield() }
  }
}
