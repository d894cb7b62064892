import Foundation
import Testing

@testable import Core

/// A store builds the body of a reducer once, and reuses it for values with the same bits
/// (`BuiltBodies`); these pin down which reducers that covers, that nothing built is shared
/// between stores, and that a store with many such reducers finds each one's own body.
@MainActor
@Suite(.enabled(if: !BuiltBodies.rebuildsEveryAction)) struct BuiltBodiesTests {
  /// Counts how often each reducer below has its body built. Each test uses its own types.
  private enum Builds {
    static let withStoredValue = LockIsolated([Int: Int]())
    static let holdingObject = LockIsolated(0)
    static let watch = TokenWatch()
    static let recursive = LockIsolated(0)
    static let ownReduce = LockIsolated(0)
  }

  /// A reducer type of one test, with its count of body builds: `Counting<Stateless>` and
  /// `Counting<Concurrent>` are distinct types, built apart.
  fileprivate protocol Tag {
    static var builds: LockIsolated<Int> { get }
  }

  /// No stored properties: counts its builds, and each action adds one.
  private struct Counting<T: Tag>: Reducer {
    var body: some Reducer<Int, Action> {
      let _ = T.builds.withValue { $0 += 1 }
      Reduce { state, _ in
        state += 1
        return .none
      }
    }
  }

  /// A `@Dependency` property: counts its builds, and each action appends a fresh UUID.
  private struct Appending<T: Tag>: Reducer {
    @Dependency(\.uuid) var uuid

    var body: some Reducer<[UUID], Action> {
      let _ = T.builds.withValue { $0 += 1 }
      Reduce { state, _ in
        state.append(uuid())
        return .none
      }
    }
  }

  /// No stored properties, reading its dependency where it runs: counts its builds, and each
  /// action appends a fresh UUID.
  private struct Reading<T: Tag>: Reducer {
    var body: some Reducer<[UUID], Action> {
      let _ = T.builds.withValue { $0 += 1 }
      Reduce { state, _ in
        @Dependency(\.uuid) var uuid
        state.append(uuid())
        return .none
      }
    }
  }

  private enum Stateless: Tag { static let builds = LockIsolated(0) }
  private enum WithDependency: Tag { static let builds = LockIsolated(0) }
  private enum ReadsDependency: Tag { static let builds = LockIsolated(0) }
  private enum OutsideStore: Tag { static let builds = LockIsolated(0) }
  private enum UnderDependency: Tag { static let builds = LockIsolated(0) }
  private enum Concurrent: Tag { static let builds = LockIsolated(0) }
  private enum InGenericCode: Tag { static let builds = LockIsolated(0) }
  private enum KeptAtTheRoot: Tag { static let builds = LockIsolated(0) }
  private enum KeptAtTheRootWithDependency: Tag { static let builds = LockIsolated(0) }

  fileprivate enum Action: Equatable, Sendable {
    case increment
  }

  @Test func aStatelessBodyIsBuiltOncePerStore() {
    let store = Store(initialState: 0) { Counting<Stateless>() }
    for _ in 0..<3 { store.send(.increment) }
    #expect(store.state == 3)
    #expect(Stateless.builds.value == 1)

    let other = Store(initialState: 0) { Counting<Stateless>() }
    other.send(.increment)
    #expect(other.state == 1)
    #expect(Stateless.builds.value == 2, "each store builds its own")
  }

  /// A built body still reads each store's own dependencies, when it runs.
  @Test func aStatelessBodyIsBuiltOnceAndReadsDependenciesWhenItRuns() {
    let store = Store(initialState: [UUID]()) {
      Reading<ReadsDependency>()
    } withDependencies: {
      $0.uuid = .incrementing
    }
    store.send(.increment)
    store.send(.increment)
    #expect(store.state == [UUID(0), UUID(1)])
    #expect(ReadsDependency.builds.value == 1)

    let other = Store(initialState: [UUID]()) {
      Reading<ReadsDependency>()
    } withDependencies: {
      $0.uuid = .constant(UUID(7))
    }
    other.send(.increment)
    #expect(other.state == [UUID(7)], "the other store's dependencies, not the first's")
    #expect(ReadsDependency.builds.value == 2)
  }

  /// Where the reducer's type is generic, a store is made with the initializer for any
  /// reducer, which does not keep the root's body itself: the body is still built once.
  @Test func aStoreMadeInGenericCodeBuildsTheBodyOncePerStore() {
    func makeStore<R: Reducer<Int, Action>>(_ reducer: () -> R) -> Store<Int, Action> {
      Store(initialState: 0, reducer: reducer)
    }
    let store = makeStore { Counting<InGenericCode>() }
    for _ in 0..<3 { store.send(.increment) }
    #expect(store.state == 3)
    #expect(InGenericCode.builds.value == 1)
    #expect(rootBody(of: store) == nil, "it looks the body up on every send")
  }

  /// A reducer with a body that implements `reduce(into:action:)` itself (here, the way to
  /// have its body built for every action): a root store runs that method, every time.
  private struct RunsItsOwnReduce: Reducer {
    var body: some Reducer<Int, Action> {
      let _ = Builds.ownReduce.withValue { $0 += 1 }
      Reduce { state, _ in
        state += 1
        return .none
      }
    }

    func reduce(into state: inout Int, action: Action) -> Effect<Action> {
      state += 100
      return body.reduce(into: &state, action: action)
    }
  }

  @Test func aRootStoreRunsTheRootReducersOwnReduce() {
    let store = Store(initialState: 0) { RunsItsOwnReduce() }
    store.send(.increment)
    store.send(.increment)
    #expect(store.state == 202)
    #expect(Builds.ownReduce.value == 2, "its body is built for every action")
    #expect(rootBody(of: store) == nil)
  }

  /// A root store keeps its root reducer's body after the first send, where it can.
  @Test func aRootStoreKeepsTheBodyOfItsRootReducer() {
    let kept = Store(initialState: 0) { Counting<KeptAtTheRoot>() }
    #expect(rootBody(of: kept) == nil, "nothing is built before the first send")
    kept.send(.increment)
    #expect(rootBody(of: kept) != nil)
    kept.send(.increment)
    #expect(kept.state == 2)
    #expect(KeptAtTheRoot.builds.value == 1)

    let withDependency = Store(initialState: [UUID]()) {
      Appending<KeptAtTheRootWithDependency>()
    } withDependencies: {
      $0.uuid = .incrementing
    }
    withDependency.send(.increment)
    #expect(rootBody(of: withDependency) != nil, "a stored property with the kept bits")
    withDependency.send(.increment)
    #expect(withDependency.state == [UUID(0), UUID(1)])
    #expect(KeptAtTheRootWithDependency.builds.value == 1)
  }

  /// The box a root store keeps for its root reducer's body, if any.
  private func rootBody<State>(of store: Store<State, Action>) -> UnsafeRawPointer? {
    (store.core as! RootCore<State, Action>).rootBody
  }

  /// A root reducer whose type also runs below itself, as a recursive feature's does: the
  /// body the store keeps for the root is the one the levels below find.
  private struct Recursive: Reducer {
    struct State: Equatable {
      var count = 0
      var child = Indirect<State?>(nil)
    }

    enum Action: Equatable {
      case increment
      indirect case child(Action)
    }

    var body: some ReducerOf<Self> {
      let _ = Builds.recursive.withValue { $0 += 1 }
      Reduce { state, action in
        if action == .increment { state.count += 1 }
        return .none
      }
      .ifLet(
        \.child,
        action: .case(Action.child) { if case let .child(action) = $0 { action } else { nil } }
      ) {
        Recursive()
      }
    }
  }

  @Test func aRootTypeThatAlsoRunsBelowItselfBuildsItsBodyOnce() {
    var initialState = Recursive.State()
    initialState.child = Indirect(Recursive.State())
    let store = Store(initialState: initialState) { Recursive() }
    store.send(.increment)
    store.send(.child(.increment))
    store.send(.child(.increment))
    #expect(store.state.count == 1)
    #expect(store.state.child.value?.count == 2)
    #expect(Builds.recursive.value == 1, "the root and the level below share one body")
  }

  /// A `@Dependency` is a key path, the same object for every use of `\.uuid`: every value
  /// of the reducer has the kept one's bits, so its body is built once and reads the
  /// dependency when it runs.
  @Test func aBodyOfAReducerWithADependencyIsBuiltOnce() {
    let store = Store(initialState: [UUID]()) {
      Appending<WithDependency>()
    } withDependencies: {
      $0.uuid = .incrementing
    }
    store.send(.increment)
    store.send(.increment)
    #expect(store.state == [UUID(0), UUID(1)])
    #expect(WithDependency.builds.value == 1)
  }

  /// A stored value other than a dependency: counts the builds of each step.
  private struct WithStoredValue: Reducer {
    let step: Int

    var body: some Reducer<Int, Action> {
      let _ = Builds.withStoredValue.withValue { $0[step, default: 0] += 1 }
      Reduce { state, _ in
        state += step
        return .none
      }
    }
  }

  /// The first `BuiltBodies.keptValuesPerType` values of a type to reduce in a store have
  /// their bodies kept; a value with the same bits as a kept one shares its body, and a
  /// further value builds its own for every action.
  @Test func valuesWithOtherBitsKeepTheirOwnBodiesUpToALimit() {
    #expect(BuiltBodies.keptValuesPerType == 4)
    let store = Store(initialState: 0) {
      WithStoredValue(step: 1)
      WithStoredValue(step: 2)
      WithStoredValue(step: 3)
      WithStoredValue(step: 4)
      WithStoredValue(step: 5)
      WithStoredValue(step: 1)
    }
    for _ in 0..<3 { store.send(.increment) }
    #expect(store.state == 3 * 16)
    #expect(Builds.withStoredValue.value == [1: 1, 2: 1, 3: 1, 4: 1, 5: 3])
  }

  /// Holds an object, compared by identity: equal contents in another object are other bits.
  private struct HoldingObject: Reducer {
    final class Step: Sendable {
      let value: Int
      init(_ value: Int) { self.value = value }
    }
    let step: Step

    var body: some Reducer<Int, Action> {
      let _ = Builds.holdingObject.withValue { $0 += 1 }
      Reduce { state, _ in
        state += step.value
        return .none
      }
    }
  }

  @Test func anotherObjectWithEqualContentsBuildsItsOwnBody() {
    let step = HoldingObject.Step(2)
    let store = Store(initialState: 0) {
      HoldingObject(step: step)
      HoldingObject(step: step)
      HoldingObject(step: HoldingObject.Step(2))
    }
    for _ in 0..<2 { store.send(.increment) }
    #expect(store.state == 12)
    #expect(Builds.holdingObject.value == 2, "one body for each object")
  }

  /// Outside a store there is nowhere to keep a body: built for every call.
  @Test func aReducerRunOutsideAStoreBuildsItsBodyEveryTime() {
    var state = 0
    _ = Counting<OutsideStore>().reduce(into: &state, action: .increment)
    _ = Counting<OutsideStore>().reduce(into: &state, action: .increment)
    #expect(state == 2)
    #expect(OutsideStore.builds.value == 2)
  }

  /// Something a body holds on to, to see when the body is freed.
  fileprivate final class Token: Sendable {}

  /// A weak reference to the token the last `HoldsToken` body was built with. Unchecked
  /// Sendable: only the main actor touches it, where the test store builds that body.
  fileprivate final class TokenWatch: @unchecked Sendable {
    weak var token: Token?
  }

  /// A body holding a token made while it was built.
  private struct HoldsToken: Reducer {
    var body: some Reducer<Int, Action> {
      let token = Token()
      let _ = Builds.watch.token = token
      Reduce { state, _ in
        withExtendedLifetime(token) { state += 1 }
        return .none
      }
    }
  }

  @Test func aStoresBuiltBodiesAreFreedWithIt() {
    do {
      let store = Store(initialState: 0) { HoldsToken() }
      store.send(.increment)
      store.send(.increment)
      #expect(store.state == 2)
      #expect(Builds.watch.token != nil, "the store keeps its built body")
    }
    #expect(Builds.watch.token == nil, "the body went away with the store")
  }

  /// A type a store builds once, run directly on another thread while the store reduces with
  /// it: that thread has no reduce context, so it builds its own bodies and never touches the
  /// store's table (ThreadSanitizer runs this in CI).
  @Test func threadsWithoutAStoreDoNotShareItsBodies() async {
    let store = Store(initialState: 0) { Counting<Concurrent>() }
    let elsewhere = Task.detached {
      var state = 0
      for _ in 0..<500 { _ = Counting<Concurrent>().reduce(into: &state, action: .increment) }
      return state
    }
    for _ in 0..<500 {
      store.send(.increment)
      await Task.yield()
    }
    #expect(await elsewhere.value == 500)
    #expect(store.state == 500)
    #expect(Concurrent.builds.value == 501, "500 built off the store, 1 by the store")
  }

  /// A child under `.dependency(…)`, which installs other dependencies for its subtree, keeps
  /// the store's table.
  @Test func aChildUnderChangedDependenciesIsBuiltOnceAndSeesThem() {
    let store = Store(initialState: [UUID]()) {
      Reading<UnderDependency>().dependency(\.uuid, .constant(UUID(3)))
    }
    store.send(.increment)
    store.send(.increment)
    #expect(store.state == [UUID(3), UUID(3)])
    #expect(UnderDependency.builds.value == 1)
  }

  @Test func manyTypesInOneStoreEachFindTheirOwnBody() {
    // 20 distinct types, more than the table's first 16 slots hold.
    typealias L5<T: Leveled> = Level<Level<Level<Level<Level<T>>>>>
    let store = Store(initialState: 0) { L5<L5<L5<L5<Base>>>>() }
    store.send(.increment)
    #expect(store.state == (1 << 20) - 1)
    store.send(.increment)
    #expect(store.state == 2 * ((1 << 20) - 1))
  }
}

/// A reducer of the chain below, which knows how deep it is.
private protocol Leveled: Reducer where State == Int, Action == BuiltBodiesTests.Action {
  static var depth: Int { get }
  init()
}

/// One level of a chain of distinct stateless types, `Level<Level<…<Base>>>`, each adding its
/// own bit, so a level that ran another level's body, or ran twice, shows in the sum.
private struct Level<Inner: Leveled>: Leveled {
  static var depth: Int { Inner.depth + 1 }

  var body: some Reducer<Int, BuiltBodiesTests.Action> {
    Reduce { state, _ in
      state += 1 << Self.depth
      return .none
    }
    Inner()
  }
}

/// The end of the chain.
private struct Base: Leveled {
  static var depth: Int { -1 }

  func reduce(into state: inout Int, action: BuiltBodiesTests.Action) -> Effect<
    BuiltBodiesTests.Action
  > {
    .none
  }
}

/// `CORE_REBUILD_BODIES=1`: every store rebuilds every body for every action, as TCA does, so
/// that CI can run every package's tests in that mode too.
@MainActor
@Suite struct RebuildBodiesModeTests {
  nonisolated private static let builds = LockIsolated(0)

  /// No stored properties: counts its builds.
  private struct CountingBuilds: Reducer {
    var body: some Reducer<Int, Void> {
      let _ = RebuildBodiesModeTests.builds.withValue { $0 += 1 }
      Reduce { state, _ in
        state += 1
        return .none
      }
    }
  }

  /// No stored properties; takes an id from `\.uuid` each time its body is built, and
  /// answers `.add` with a `.send` follow-up.
  private struct IDPerBuild: Reducer {
    enum Action { case add, followUp }

    var body: some Reducer<[UUID], Action> {
      @Dependency(\.uuid) var uuid
      let id = uuid()
      Reduce { ids, action in
        ids.append(id)
        return action == .add ? .send(.followUp) : .none
      }
    }
  }

  /// TCA builds a body for every action, a `.send` follow-up included, so a body that reads a
  /// dependency while it is built reads it again for each; with bodies built once per store
  /// (the default, README "Coming from TCA") it reads it once.
  @Test func aBodyThatReadsADependencyWhileBuiltReadsItPerActionOnlyWhenRebuilt() {
    let store = Store(initialState: [UUID]()) {
      IDPerBuild()
    } withDependencies: {
      $0.uuid = .incrementing
    }
    store.send(.add)
    store.send(.add)
    let expected: [Int] = BuiltBodies.rebuildsEveryAction ? [0, 1, 2, 3] : [0, 0, 0, 0]
    #expect(store.state == expected.map { UUID($0) })
  }

  @Test(.enabled(if: BuiltBodies.rebuildsEveryAction))
  func everyActionRebuildsTheBody() {
    let store = Store(initialState: 0) { CountingBuilds() }
    for _ in 0..<3 { store.send(()) }
    #expect(store.state == 3)
    #expect(Self.builds.value == 3)
  }

  /// The tests above, in a child process with the variable set.
  @Test(.enabled(if: !BuiltBodies.rebuildsEveryAction && Canary.current == nil))
  func theVariableTurnsTheModeOn() async throws {
    let run = try await Canary.run(
      arguments: [
        "--testing-library", "swift-testing", "--filter",
        "everyActionRebuildsTheBody|aBodyThatReadsADependencyWhileBuilt",
      ],
      environment: ["CORE_REBUILD_BODIES": "1"])
    #expect(run.status == 0, "\(run.output)")
    #expect(run.output.contains("everyActionRebuildsTheBody() passed"), "\(run.output)")
    #expect(
      run.output.contains(
        "aBodyThatReadsADependencyWhileBuiltReadsItPerActionOnlyWhenRebuilt() passed"),
      "\(run.output)")
  }
}
