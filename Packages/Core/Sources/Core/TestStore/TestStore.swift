import Foundation

/// A store for tests that checks, exhaustively, how a feature behaves.
///
/// Send actions and say how state must change; receive the actions effects send back; and
/// by the end of the test every received action must have been asserted and every effect
/// must have finished. Any difference fails the test with a readable diff.
///
/// ```swift
/// @MainActor
/// func testFact() async {
///   let store = TestStore(initialState: Counter.State()) {
///     Counter()
///   } withDependencies: {
///     $0.numberFact.fact = { "\($0) is a good number." }
///   }
///
///   await store.send(.incrementButtonTapped) { $0.count = 1 }
///   await store.send(.factButtonTapped)
///   await store.receive(\.factResponse) { $0.fact = "1 is a good number." }
/// }
/// ```
///
/// While a test store is alive, effects (and every other job meant for the global executor)
/// run on the main actor one job at a time, so `receive`, `finish` and test clocks never race
/// the effects they wait for. See ``MainSerialExecutor``.
///
/// Failures go to the issue reporters that were in force when the store was created: the
/// store's own assertions, and every issue its reducer and effects report (unimplemented
/// endpoints, orphaned child actions, unhandled effect errors). By default that is the
/// running XCTest or Swift Testing test.
@MainActor
public final class TestStore<State: Equatable, Action> {
  /// The state as asserted so far: after each `send` and `receive`, the state right after
  /// that action.
  public internal(set) var state: State

  /// How strictly the test is checked. Defaults to ``Exhaustivity/on``.
  public var exhaustivity: Exhaustivity = .on

  /// How long `receive` and `finish` wait before failing, unless given their own timeout.
  /// Only a failing test ever waits this long.
  public var timeout: Duration = .seconds(1)

  /// Whether effects run one at a time on the main actor while this store lives (see
  /// ``withMainSerialExecutor(fileID:filePath:line:column:operation:)``), as TCA's property of
  /// the same name: `true` from the store's creation. Set it to `false` for a test that needs
  /// effects in parallel. As TCA's, which writes the global switch, `false` also turns
  /// ``uncheckedUseMainSerialExecutor`` off, until this store goes away or the property is
  /// set back; only another test store or a `withMainSerialExecutor` under way still keeps
  /// effects one at a time.
  public var useMainSerialExecutor: Bool {
    get { holdsMainSerialExecutor }
    set {
      guard newValue != holdsMainSerialExecutor else { return }
      holdsMainSerialExecutor = newValue
      if newValue {
        MainSerialExecutor.retain(
          fileID: location.fileID, filePath: location.filePath, line: location.line,
          column: location.column)
        if turnedTheSwitchOff { uncheckedUseMainSerialExecutor = true }
        turnedTheSwitchOff = false
      } else {
        MainSerialExecutor.release()
        turnedTheSwitchOff = uncheckedUseMainSerialExecutor
        uncheckedUseMainSerialExecutor = false
      }
    }
  }
  private var holdsMainSerialExecutor = true
  /// Whether setting ``useMainSerialExecutor`` to `false` turned the global switch off, which
  /// is put back when the store goes.
  private var turnedTheSwitchOff = false

  /// The dependencies the reducer and its effects see. Changing them affects the actions
  /// sent after the change, except for what a reducer with no stored properties read while
  /// its body was built: the store built that body once, on its first send (see `Reducer`'s
  /// `reduce(into:action:)`).
  public var dependencies: DependencyValues {
    get { readDependencies() }
    set { writeDependencies(newValue) }
  }

  let core: StoreCore<State, TestAction<Action>>
  let effects: EffectRunner<TestAction<Action>>
  let recorder: TestRecorder<State, Action>
  let reporters: [any IssueReporter]
  let location: SourceLocation
  let dismissal: TestDismissal
  /// The shared references the reducer and its effects changed.
  let sharedTracker: SharedChangeTracker
  /// The value of each tracked shared reference as last asserted, by root; a root missing
  /// here was last asserted with the value it had before its first tracked change.
  var assertedShared: [ObjectIdentifier: Any] = [:]
  /// The tracker's ``SharedChangeTracker/writes`` at the last assertion.
  var sharedWritesAsserted = 0
  /// The effects `skipInFlightEffects()` stopped tracking, by task id: they run on, unwatched.
  var skippedEffects: Set<Int> = []

  /// The effects in flight the test must account for: all but those it skipped.
  var trackedEffects: [Int: EffectRunner<TestAction<Action>>.RunningEffect] {
    effects.running.filter { !skippedEffects.contains($0.key) }
  }
  private let readDependencies: @MainActor () -> DependencyValues
  private let writeDependencies: @MainActor (DependencyValues) -> Void

  /// `prepareDependencies` should override exactly the endpoints the test expects to be
  /// called; the others fail the test when called.
  public init<R: Reducer>(
    initialState: @autoclosure () -> R.State,
    @ReducerBuilder<State, Action> reducer: () -> R,
    withDependencies prepareDependencies: (inout DependencyValues) -> Void = { _ in },
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) where R.State == State, R.Action == Action {
    TestScope.beginXCTestScope()
    var dependencies = DependencyValues.current
    dependencies.context = .test
    // Each test store counts its stack element ids from 0, whatever ran before it.
    dependencies.stackElementID = .incrementing
    let dismissal = TestDismissal()
    dependencies.dismiss = dismissal.effect
    DependencyValues.write(&dependencies, prepareDependencies)
    // Shared references changed by the reducer or its effects must be asserted.
    let sharedTracker = SharedChangeTracker()
    dependencies[SharedChangeTrackerKey.self] = sharedTracker
    let (initial, reducer) = DependencyValues.withCurrent(dependencies) {
      (initialState(), reducer())
    }
    let recorder = TestRecorder<State, Action>()
    let testReducer = TestReducer(base: reducer, recorder: recorder, sharedTracker: sharedTracker)
    let root = RootCore<State, TestAction<Action>>(
      initialState: initial, dependencies: dependencies, reducer: R.self
    ) {
      state, action, root, tasks in
      let effect = testReducer.reduce(into: &state, action: action)
      if !effect.isNone {
        root.start(effect, origin: action, tasks: &tasks)
      }
    }
    MainSerialExecutor.retain(
      fileID: "\(fileID)", filePath: "\(filePath)", line: line, column: column)
    self.state = initial
    self.core = root
    self.effects = root.effects
    self.recorder = recorder
    self.dismissal = dismissal
    dismissal.cancelEffects = { [weak effects = root.effects] in effects?.cancelAll() }
    self.sharedTracker = sharedTracker
    self.reporters = IssueReporters.current
    self.location = SourceLocation(
      fileID: "\(fileID)", filePath: "\(filePath)", line: line, column: column)
    self.readDependencies = { root.dependencies }
    self.writeDependencies = { root.dependencies = $0 }
  }

  // NB: A plain `deinit`, not an `isolated deinit`: an isolated deinit runs with task-local
  // lookup stopped, so Swift Testing could not tell which test an end-of-test failure
  // belongs to ("Test «unknown»"). Test stores are released on the main actor, where the
  // test runs; this checks that and runs the end-of-test checks in the releasing task.
  deinit {
    guard isOnMainActor() else {
      print(
        "[Core] warning: a TestStore was released off the main actor; its end-of-test checks "
          + "(unreceived actions, effects still running) did not run."
      )
      // The hook that runs effects on the main actor goes with the last store, wherever it
      // ends: left installed, it would serialize every later global job of the process.
      let (holds, turnedTheSwitchOff) = (holdsMainSerialExecutor, turnedTheSwitchOff)
      Task { @MainActor in
        if holds { MainSerialExecutor.release() }
        if turnedTheSwitchOff { uncheckedUseMainSerialExecutor = true }
      }
      return
    }
    MainActor.assumeIsolated {
      reportUnfinishedWork()
      if holdsMainSerialExecutor { MainSerialExecutor.release() }
      if turnedTheSwitchOff { uncheckedUseMainSerialExecutor = true }
    }
  }

  /// Reports a test failure at `location` to the store's reporters.
  func fail(_ message: String, at location: SourceLocation) {
    for reporter in reporters {
      reporter.reportIssue(message, at: location)
    }
  }
}

/// The test store of a reducer `R`, as in TCA: `let store: TestStoreOf<Login>`.
public typealias TestStoreOf<R: Reducer> = TestStore<R.State, R.Action> where R.State: Equatable
