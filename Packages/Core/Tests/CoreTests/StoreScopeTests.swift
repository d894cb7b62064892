import Core
import XCTest

/// Counts the ticks of a timer it starts.
private struct Ticker: Reducer {
  struct State: Equatable {
    var ticks = 0
  }

  enum Action: Equatable {
    case start
    case tick
  }

  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .start:
        return .run { send in
          for await _ in clock.timer(interval: .seconds(1)) { await send(.tick) }
        }
      case .tick:
        state.ticks += 1
        return .none
      }
    }
  }
}

private struct Nested: Reducer {
  struct State: Equatable {
    var counter = Counter.State()
    var title = "Nested"
  }

  enum Action: Equatable, Sendable {
    case counter(Counter.Action)
    case rename(String)
    var counter: Counter.Action? { if case let .counter(a) = self { a } else { nil } }
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.counter, action: .case(Action.counter, \.counter)) {
      Counter(log: EventLog())
    }
    Reduce { state, action in
      if case let .rename(title) = action { state.title = title }
      return .none
    }
  }
}

/// Starts long effects and counts them, so an observer can react to a start.
private struct Worker: Reducer {
  struct State: Equatable { var started = 0 }
  enum Action: Equatable, Sendable { case startLong(String) }
  let log: EventLog

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case let .startLong(name):
      state.started += 1
      return .run { [log] _ in
        log.append("started \(name)")
        await suspendUntilCancelled()
        log.append("cancelled \(name)")
      }
    }
  }
}

@MainActor
final class StoreScopeTests: XCTestCase {
  func testScopedStoreReadsThroughAfterParentMutation() async {
    let store = Store(initialState: Nested.State()) { Nested() }
    let counterStore = store.scope(state: \.counter, action: Nested.Action.counter)
    store.send(.counter(.increment))
    XCTAssertEqual(counterStore.state.count, 1, "The child reads the parent's new state")
    counterStore.send(.increment)
    XCTAssertEqual(store.state.counter.count, 2, "A child's send goes through the root")
  }

  func testAScopeMadeAfterSendsReadsTheStateOfTheLatest() async {
    let store = Store(initialState: Nested.State()) { Nested() }
    store.send(.counter(.increment))
    store.send(.rename("Renamed"))
    // An optional scope keeps the state it read while the root has reduced nothing since.
    let optionalTitle: (Nested.State) -> String? = { $0.title }
    guard let titleStore = store.scope(state: optionalTitle, action: { $0 }) else {
      return XCTFail("The title is there")
    }
    XCTAssertEqual(titleStore.state, "Renamed", "A scope made after sends reads their result")
    store.send(.rename("Again"))
    XCTAssertEqual(titleStore.state, "Again", "Sends after the first scope still reach it")
  }

  func testScopeTakesTheReducersCasePathToo() async {
    let store = Store(initialState: Nested.State()) { Nested() }
    let counterStore = store.scope(
      state: \.counter, action: .case(Nested.Action.counter, \.counter))
    counterStore.send(.increment)
    XCTAssertEqual(store.state.counter.count, 1)
  }

  func testScopesOfScopesAgreeWithTheRoot() async {
    let store = Store(initialState: Nested.State()) { Nested() }
    let counterStore = store.scope(state: \.counter, action: Nested.Action.counter)
    let countStore = counterStore.scope(state: \.count, action: { $0 })
    counterStore.send(.increment)
    XCTAssertEqual(countStore.state, 1)
  }

  func testObserveFiresNowAndThenOnlyWhenTheObservedPartChanges() async {
    let store = Store(initialState: Nested.State()) { Nested() }
    let counterStore = store.scope(state: \.counter, action: Nested.Action.counter)
    var seen: [Int] = []
    let token = counterStore.observe(\.count) { seen.append($0) }
    store.send(.rename("Other"))
    store.send(.counter(.increment))
    store.send(.rename("Again"))
    store.send(.counter(.increment))
    XCTAssertEqual(seen, [0, 1, 2])
    token.cancel()
    store.send(.counter(.increment))
    XCTAssertEqual(seen, [0, 1, 2], "A cancelled observation is not called again")
  }

  /// An observer that captures its store (a view that sends) keeps it alive only while
  /// observing: once cancelled, the store goes, and so does its timer.
  func testACancelledObservationLetsGoOfTheStoreItCaptured() async {
    let clock = TestClock()
    var store: StoreOf<Ticker>? = Store(initialState: Ticker.State()) {
      Ticker()
    } withDependencies: {
      $0.continuousClock = clock
    }
    weak let weakStore = store
    store?.send(.start)
    await waitUntil { clock.sleeperCount == 1 }
    let token = store?.observe(\.ticks) { [store] _ in _ = store }
    token?.cancel()
    store = nil
    XCTAssertNil(weakStore, "a cancelled observation let go of the store it captured")
    await waitUntil { clock.sleeperCount == 0 }
    withExtendedLifetime(token) {}
  }

  /// The same when the token is released rather than cancelled.
  func testAReleasedObservationTokenLetsGoOfTheStoreItCaptured() {
    var store: StoreOf<Ticker>? = Store(initialState: Ticker.State()) { Ticker() }
    weak let weakStore = store
    var token = store?.observe(\.ticks) { [store] _ in _ = store }
    store = nil
    XCTAssertNotNil(weakStore, "a live observation keeps what it captured")
    token = nil
    XCTAssertNil(weakStore)
    XCTAssertNil(token)
  }

  func testActionSentByAnObserverIsReducedBeforeSendReturns() async {
    let store = Store(initialState: Nested.State()) { Nested() }
    var seen: [Int] = []
    let token = store.observe(\.counter.count) { count in
      seen.append(count)
      if count == 1 { store.send(.rename("one")) }
    }
    store.send(.counter(.increment))
    XCTAssertEqual(
      store.state.title, "one", "The observer's action was reduced before send returned")
    XCTAssertEqual(seen, [0, 1])
    token.cancel()
  }

  func testObservingAnOptionalScopeOutlivesTheScopedStore() async {
    let store = Store(initialState: Optional<Int>.some(1)) {
      Reduce<Int?, Int> { state, action in
        state = action == 0 ? nil : action
        return .none
      }
    }
    var seen: [Int] = []
    let token = store.scope(state: { $0 }, action: { $0 })?.observe({ $0 }) { seen.append($0) }
    // The scoped store is gone; its observation lives on through the token.
    store.send(2)
    store.send(0)
    store.send(3)
    XCTAssertEqual(
      seen, [1, 2, 3], "A nil parent state shows the last value, which did not change")
    token?.cancel()
  }

  func testAnObserversActionStartsEffectsOutsideTheSendBeingProcessed() async {
    let log = EventLog()
    let store = Store(initialState: Worker.State()) { Worker(log: log) }
    let token = store.observe(\.started) { started in
      if started == 1 { store.send(.startLong("from observer")) }
    }
    let task = store.send(.startLong("sent"))
    await waitUntil { log.entries.count == 2 }
    task.cancel()
    await awaitWithTimeout { await task.finish() }
    for _ in 0..<20 { await Task.yield() }
    XCTAssertEqual(
      log.entries.sorted(), ["cancelled sent", "started from observer", "started sent"],
      "Cancelling the send's task leaves the observer's effect running"
    )
    token.cancel()
  }

  func testReleasedTokenStopsObservation() async {
    let store = Store(initialState: Nested.State()) { Nested() }
    var seen: [String] = []
    var token: ObservationToken? = store.observe(\.title) { seen.append($0) }
    _ = token
    token = nil
    store.send(.rename("Changed"))
    XCTAssertEqual(seen, ["Nested"])
  }
}
