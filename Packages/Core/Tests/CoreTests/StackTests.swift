import Core
import XCTest

/// A navigation stack of counters, as a TCA app's root holds its path.
private struct Navigator: Reducer {
  struct State: Equatable {
    var path = StackState<Counter.State>()
    var poppedCount: Int?
  }

  enum Action: Equatable, Sendable {
    case path(StackActionOf<Counter>)
    case showCounter(id: Int)
    case popToRoot
    var path: StackActionOf<Counter>? { if case let .path(a) = self { a } else { nil } }
  }

  let log: EventLog

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .showCounter(id):
        state.path.append(Counter.State(id: id))
      case .popToRoot:
        state.path.removeAll()
      case let .path(.popFrom(id)):
        // The parent runs before the pop, so it can still read the popped screen.
        state.poppedCount = state.path[id: id]?.count
      case .path:
        break
      }
      return .none
    }
    .forEach(\.path, action: .case(Action.path, \.path)) { Counter(log: log) }
  }
}

/// A screen that reports whether it was pushed.
private struct PresenceProbe: Reducer {
  struct State: Equatable {}
  enum Action: Equatable, Sendable { case check, checked(Bool) }
  @Dependency(\.isPresented) var isPresented

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .check:
      let inReducer = isPresented
      return .run { send in await send(.checked(inReducer && isPresented)) }
    case .checked:
      return .none
    }
  }
}

private struct ProbeStack: Reducer {
  struct State: Equatable { var path = StackState<PresenceProbe.State>() }
  enum Action: Equatable, Sendable {
    case path(StackActionOf<PresenceProbe>)
    var path: StackActionOf<PresenceProbe>? { if case let .path(a) = self { a } else { nil } }
  }
  var body: some ReducerOf<Self> {
    EmptyReducer<State, Action>()
      .forEach(\.path, action: .case(Action.path, \.path)) { PresenceProbe() }
  }
}

/// The screens of a stack, as TCA's `@Reducer enum Path` without the macro: the stack's
/// `forEach` finds their reducers from the state's type.
private enum Path: CaseReducer {
  enum State: Equatable, CaseReducerState {
    typealias StateReducer = Path
    case counter(Counter.State)
    case probe(PresenceProbe.State)
    var counter: Counter.State? {
      get { if case let .counter(s) = self { s } else { nil } }
      set { if let newValue { self = .counter(newValue) } }
    }
  }
  enum Action: Equatable, Sendable {
    case counter(Counter.Action)
    case probe(PresenceProbe.Action)
    var counter: Counter.Action? { if case let .counter(a) = self { a } else { nil } }
    var probe: PresenceProbe.Action? { if case let .probe(a) = self { a } else { nil } }
  }
  static var body: some ReducerOf<Self> {
    Scope(state: .case(State.counter, \.counter), action: .case(Action.counter, \.counter)) {
      Counter(log: EventLog())
    }
  }
}

private struct PathStack: Reducer {
  struct State: Equatable { var path = StackState<Path.State>() }
  enum Action: Equatable, Sendable {
    case path(StackActionOf<Path>)
    var path: StackActionOf<Path>? { if case let .path(a) = self { a } else { nil } }
  }
  var body: some ReducerOf<Self> {
    EmptyReducer<State, Action>().forEach(\.path, action: .case(Action.path, \.path))
  }
}

/// A parent that empties its child's stack from outside the stack's own reducer.
private struct Shell: Reducer {
  struct State: Equatable { var navigator = Navigator.State() }
  enum Action: Equatable {
    case navigator(Navigator.Action)
    case reset
    var navigator: Navigator.Action? { if case let .navigator(a) = self { a } else { nil } }
  }
  let log: EventLog
  var body: some ReducerOf<Self> {
    Scope(state: \.navigator, action: .case(Action.navigator, \.navigator)) { Navigator(log: log) }
    Reduce { state, action in
      if action == .reset { state.navigator.path.removeAll() }
      return .none
    }
  }
}

@MainActor
final class StackTests: XCTestCase {
  func testScreensRemovedByAnotherReducerHaveTheirEffectsCancelled() async {
    let log = EventLog()
    let store = Store(initialState: Shell.State()) { Shell(log: log) }
    store.send(.navigator(.showCounter(id: 1)))
    let id = store.state.navigator.path.ids[0]
    let effect = store.send(.navigator(.path(.element(id: id, action: .startLongEffect))))
    await waitUntil { log.entries == ["started 1"] }
    store.send(.reset)
    // The stack learns of the removal the next time it runs, as in TCA.
    store.send(.navigator(.showCounter(id: 2)))
    await awaitWithTimeout { await effect.finish() }
    XCTAssertEqual(log.entries, ["started 1", "cancelled 1"])
  }

  func testAnEnumOfScreensRunsTheReducersItsStaticBodyDeclares() async {
    let store = TestStore(initialState: PathStack.State()) { PathStack() }
    await store.send(.path(.push(id: 0, state: .counter(Counter.State(id: 7))))) {
      $0.path[id: 0] = .counter(Counter.State(id: 7))
    }
    await store.send(.path(.element(id: 0, action: .counter(.increment)))) {
      $0.path[id: 0, case: \.counter]?.count = 1
    }
    await store.send(.path(.push(id: 1, state: .probe(PresenceProbe.State())))) {
      $0.path[id: 1] = .probe(PresenceProbe.State())
    }
    // A case with no `Scope` in the body has no logic: its action changes nothing.
    await store.send(.path(.element(id: 1, action: .probe(.check))))
    await store.send(.path(.popFrom(id: 0))) { $0.path.removeAll() }
  }

  func testATestStorePushesActsInAndPopsElementsByID() async {
    let store = TestStore(initialState: Navigator.State()) { Navigator(log: EventLog()) }
    await store.send(.path(.push(id: 0, state: Counter.State(id: 7)))) {
      $0.path[id: 0] = Counter.State(id: 7)
    }
    await store.send(.showCounter(id: 8)) {
      // The assertion draws the same id the reducer drew: the next after the pushed 0.
      $0.path.append(Counter.State(id: 8))
    }
    XCTAssertEqual(store.state.path.ids, [0, 1])
    await store.send(.path(.element(id: 1, action: .increment))) {
      $0.path[id: 1]?.count = 1
    }
    await store.send(.path(.popFrom(id: 1))) {
      $0.poppedCount = 1
      $0.path.pop(from: 1)
    }
    await store.send(.path(.popFrom(id: 0))) {
      $0.poppedCount = 0
      $0.path.removeAll()
    }
  }

  func testEveryTestStoreCountsStackIDsFromZero() async {
    for _ in 0..<2 {
      let store = TestStore(initialState: Navigator.State()) { Navigator(log: EventLog()) }
      await store.send(.showCounter(id: 1)) { $0.path[id: 0] = Counter.State(id: 1) }
    }
  }

  func testPoppingCancelsTheEffectsOfEveryPoppedElementOnly() async {
    let log = EventLog()
    let store = Store(initialState: Navigator.State()) { Navigator(log: log) }
    store.send(.showCounter(id: 1))
    store.send(.showCounter(id: 2))
    store.send(.showCounter(id: 3))
    let ids = store.state.path.ids
    let bottom = store.send(.path(.element(id: ids[0], action: .startLongEffect)))
    let middle = store.send(.path(.element(id: ids[1], action: .startLongEffect)))
    let top = store.send(.path(.element(id: ids[2], action: .startLongEffect)))
    await waitUntil { log.entries.count == 3 }
    store.send(.path(.popFrom(id: ids[1])))
    await awaitWithTimeout {
      await middle.finish()
      await top.finish()
    }
    XCTAssertEqual(store.state.path.ids, [ids[0]])
    XCTAssertEqual(
      log.entries.filter { $0.hasPrefix("cancelled") }.sorted(), ["cancelled 2", "cancelled 3"])

    store.send(.popToRoot)
    await awaitWithTimeout { await bottom.finish() }
    XCTAssertEqual(log.entries.last, "cancelled 1", "Removing from the parent cancels too")
  }

  func testAnActionForAPoppedElementIsReportedAndIgnored() async {
    let issues = CollectingIssueReporter()
    let store = Store(initialState: Navigator.State()) { Navigator(log: EventLog()) }
    store.send(.showCounter(id: 1))
    let id = store.state.path.ids[0]
    store.send(.popToRoot)
    withIssueReporters([issues]) {
      store.send(.path(.element(id: id, action: .increment)))
      store.send(.path(.popFrom(id: id)))
    }
    XCTAssertEqual(issues.messages.count, 2)
    XCTAssertTrue(issues.messages[0].contains("which is not on the stack"), issues.messages[0])
    XCTAssertTrue(
      issues.locations[0].fileID.hasSuffix("StackTests.swift"), "\(issues.locations[0])")
    XCTAssertEqual(store.state.path, [])
  }

  func testAPushWithAnIDAlreadyOnTheStackIsReported() async {
    let issues = CollectingIssueReporter()
    let store = Store(initialState: Navigator.State()) { Navigator(log: EventLog()) }
    store.send(.path(.push(id: 5, state: Counter.State(id: 1))))
    withIssueReporters([issues]) {
      store.send(.path(.push(id: 5, state: Counter.State(id: 2))))
    }
    XCTAssertEqual(issues.messages.count, 1)
    XCTAssertEqual(store.state.path[id: 5], Counter.State(id: 1))
    store.send(.showCounter(id: 3))
    XCTAssertEqual(store.state.path.ids, [5, 6], "Appends never reuse a pushed id")
  }

  func testDismissInsideAnElementPopsIt() async {
    let log = EventLog()
    let store = Store(initialState: Navigator.State()) { Navigator(log: log) }
    store.send(.showCounter(id: 1))
    store.send(.showCounter(id: 2))
    let ids = store.state.path.ids
    let long = store.send(.path(.element(id: ids[0], action: .startLongEffect)))
    let close = store.send(.path(.element(id: ids[0], action: .closeButtonTapped)))
    await awaitWithTimeout {
      await close.finish()
      await long.finish()
    }
    XCTAssertEqual(store.state.path, [], "Popping an element pops the elements above it too")
    XCTAssertEqual(store.state.poppedCount, 0)
    XCTAssertEqual(log.entries, ["started 1", "cancelled 1"])
  }

  func testAPushedFeatureSeesIsPresented() async {
    let store = TestStore(initialState: ProbeStack.State(path: [PresenceProbe.State()])) {
      ProbeStack()
    }
    await store.send(.path(.element(id: 0, action: .check)))
    await store.receive(.path(.element(id: 0, action: .checked(true))))

    let alone = TestStore(initialState: PresenceProbe.State()) { PresenceProbe() }
    await alone.send(.check)
    await alone.receive(.checked(false))
  }

  func testAStoreScopesToOneElement() async {
    let store = Store(initialState: Navigator.State()) { Navigator(log: EventLog()) }
    store.send(.showCounter(id: 1))
    let path = store.scope(state: \.path, action: .case(Navigator.Action.path, \.path))
    let id = path.state.ids[0]
    guard let element = path.scope(id: id) else { return XCTFail("No store for \(id)") }
    element.send(.increment)
    XCTAssertEqual(element.state.count, 1)
    XCTAssertEqual(store.state.path[id: id]?.count, 1)
    XCTAssertNil(path.scope(id: 99))
  }

  func testStackStateCollectionAndDump() {
    var stack = withDependencies {
      $0.stackElementID = .incrementing
    } operation: {
      StackState([Counter.State(id: 1), Counter.State(id: 2), Counter.State(id: 3)])
    }
    XCTAssertEqual(stack.map(\.id), [1, 2, 3])
    XCTAssertEqual(stack.ids, [0, 1, 2])
    stack[1].count = 5
    XCTAssertEqual(stack[id: 1]?.count, 5)
    stack.pop(to: 0)
    XCTAssertEqual(stack.ids, [0])
    stack[id: 0] = nil
    XCTAssertTrue(stack.isEmpty)
    stack[id: 4] = Counter.State(id: 9)
    XCTAssertEqual(
      customDump(stack),
      """
      StackState<Counter.State>(
        #4: Counter.State(
          id: 9,
          count: 0
        )
      )
      """
    )
  }

  func testChangingAnElementByIDChangesItInPlaceAndKeepsTheOrder() {
    var stack = withDependencies {
      $0.stackElementID = .incrementing
    } operation: {
      StackState([[1], [2], [3]])
    }
    stack[id: 1]?.reserveCapacity(8)
    let buffer = stack[id: 1]?.withUnsafeBufferPointer { $0.baseAddress }
    stack[id: 1]?.append(20)
    XCTAssertEqual(Array(stack), [[1], [2, 20], [3]])
    XCTAssertEqual(stack.ids, [0, 1, 2])
    XCTAssertEqual(
      stack[id: 1]?.withUnsafeBufferPointer { $0.baseAddress }, buffer,
      "the element's storage was changed in place, not copied")
  }

  func testWritingNilOrANewIDThroughAnInoutAccessRemovesOrPushes() {
    var stack = withDependencies {
      $0.stackElementID = .incrementing
    } operation: {
      StackState([Counter.State(id: 1), Counter.State(id: 2), Counter.State(id: 3)])
    }
    func replace(_ element: inout Counter.State?, with value: Counter.State?) {
      element = value
    }
    replace(&stack[id: 0], with: nil)
    XCTAssertEqual(stack.map(\.id), [2, 3])
    XCTAssertEqual(stack.ids, [1, 2])
    replace(&stack[id: 7], with: Counter.State(id: 8))
    XCTAssertEqual(stack.map(\.id), [2, 3, 8])
    XCTAssertEqual(stack.ids, [1, 2, 7])
    replace(&stack[id: 9], with: nil)
    XCTAssertEqual(stack.ids, [1, 2, 7])
  }
}
