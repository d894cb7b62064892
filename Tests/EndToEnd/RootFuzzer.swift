import Effects
import FeatureA
import FeatureB1
import Foundation
import Login
import Root
import TabBar

/// A broken invariant: what broke, at which step, and how.
struct FuzzFailure: Error, CustomStringConvertible {
  /// Which invariant broke; a shrunk run must break the same one.
  var invariant: String
  /// The index of the step after which it broke.
  var step: Int
  /// What was seen.
  var details: String

  /// `step N: invariant: details`.
  var description: String { "step \(step): \(invariant): \(details)" }
}

/// What a fuzz run did, for the test's report and its coverage checks.
struct FuzzStats: Sendable {
  /// Steps run.
  var steps = 0
  /// Actions sent by the fuzzer.
  var actions = 0
  /// Stale actions sent, by what made them stale.
  var stale: [String: Int] = [:]
  /// Logins, that is sessions on the tab bar.
  var logins = 0
  /// The fact client's counts at the end.
  var facts = FuzzFacts.Counts()
}

/// One run of the whole app under fuzzing: a real `Store` of ``Root`` (with a
/// ``FuzzMonitor`` looking on) and test dependencies that answer at once or on a test clock.
///
/// ``perform(_:index:)`` runs a step and checks, after it:
/// - every stale action (for a screen that is not there) was reported exactly once by Core
///   and changed nothing: no state, no follow-up action, no effect;
/// - no other issue was reported;
/// - Root is in exactly one case, and on the tab bar the tab bar and B1 show the user who
///   logged in;
/// - no effect delivered an action to a screen other than the one it was started for;
/// - after a logout, moving the clock on delivers no tab-bar action;
/// - A1's timer ticks once a second while on and never while off;
/// - once the clock has moved past the slowest request, nothing is still loading.
@MainActor
final class RootFuzzRun {
  /// The clock of A1's timer and of slow facts, which only ``perform(_:index:)`` moves.
  let clock = TestClock()
  /// Every issue Core reported that the run has not accounted for yet.
  let issues = CollectingIssueReporter()
  /// The number fact client.
  let facts: FuzzFacts
  /// Sees every action the store reduces.
  let monitor = FuzzMonitor()
  /// The app under test: a real store of ``Root``, not a `TestStore`.
  let store: Store<Root.State, Root.Action>
  /// What the run did so far.
  private(set) var stats = FuzzStats()
  private var serial = 0
  // NB: A TestStore alive makes Core run every job meant for the global executor on the main
  // actor, one at a time, in order (docs/testing.md, "Deterministic, not lucky"): the dependencies'
  // hops then happen in the same order on every run, so a seed always makes the same run.
  private let serialExecutor = TestStore(initialState: 0) { EmptyReducer<Int, Never>() }

  /// A store at the login screen, with fresh dependencies.
  init() {
    let facts = FuzzFacts(clock: clock)
    self.facts = facts
    let clock = self.clock
    let monitor = self.monitor
    let accounts = AuthenticationClient.live(accounts: DemoUsers.accounts, delay: .zero)
    self.store = Store(initialState: Root.State()) {
      MonitoredRoot(monitor: monitor)
    } withDependencies: {
      // The timer runs on the test clock; a login waits on a clock that never waits.
      $0.continuousClock = clock
      $0.authentication = AuthenticationClient { username, password in
        try await withDependencies {
          $0.continuousClock = ImmediateClock()
        } operation: {
          try await accounts.login(username: username, password: password)
        }
      }
      $0.calculation = .live()
      $0.numberFact = facts.client
      $0.uuid = .incrementing
      $0.date = .constant(DemoUsers.loginTime)
      $0.stackElementID = .incrementing
      // Saved facts and the last username start empty in every run, so a seed replays alone.
      $0.defaultFileStorage = .inMemory()
    }
  }

  /// An invariant of the test's own, checked after every step with the others: what is
  /// wrong with the state, or `nil`. The shrinker's test uses one.
  var extraInvariant: (@MainActor (Root.State) -> String?)?

  /// Runs `steps` from the start, with issues collected; returns the first failure, or `nil`.
  static func replay(
    _ steps: [FuzzStep], extraInvariant: (@MainActor (Root.State) -> String?)? = nil
  ) async -> FuzzFailure? {
    let run = RootFuzzRun()
    run.extraInvariant = extraInvariant
    return await run.collectingIssues {
      for (index, step) in steps.enumerated() {
        if let failure = await run.perform(step, index: index) { return failure }
      }
      return nil
    }
  }

  /// Runs `body` with this run's issue collector as the only reporter.
  func collectingIssues<R>(_ body: () async -> R) async -> R {
    await withIssueReporters([issues]) { await body() }
  }

  /// Runs one step and checks the invariants after it.
  func perform(_ step: FuzzStep, index: Int) async -> FuzzFailure? {
    stats.steps += 1
    let wasOnTabBar = store.state.tabBar != nil
    func failure(_ invariant: String, _ details: String) -> FuzzFailure {
      FuzzFailure(invariant: invariant, step: index, details: details)
    }
    switch step {
    case let .send(action):
      if let broken = send(action) { return failure(broken.invariant, broken.details) }
      await settleIfEffectsStarted()
    case let .burst(actions):
      for action in actions {
        if let broken = send(action) { return failure(broken.invariant, broken.details) }
      }
      await settleIfEffectsStarted()
    case let .advance(seconds):
      let timerWasOn = store.state.tabBar?.a1.isTimerOn
      monitor.resetCounts()
      await clock.advance(by: .seconds(seconds))
      await settle()
      if let timerWasOn, store.state.tabBar?.a1.isTimerOn == timerWasOn {
        let expected = timerWasOn ? seconds : 0
        if monitor.timerTicks != expected {
          return failure(
            "A1's timer ticks once a second while on",
            "the timer was \(timerWasOn ? "on" : "off") and the clock moved \(seconds) s, but "
              + "it ticked \(monitor.timerTicks) times")
        }
      }
      if seconds >= FactMode.longestDelay, let loading = stillLoading() {
        return failure(
          "nothing loads for ever",
          "\(loading) after the clock moved past the slowest request")
      }
    case let .facts(mode):
      facts.mode = mode
    }
    if let broken = checkInvariants() { return failure(broken.invariant, broken.details) }
    if wasOnTabBar, store.state.login != nil {
      // A logout: nothing the tab bar started may deliver anything, however long we wait.
      monitor.resetCounts()
      await clock.advance(by: .seconds(FactMode.longestDelay + 1))
      await settle()
      if monitor.tabBarActionsFromEffects > 0 {
        return failure(
          "no effect outlives the state that started it",
          "\(monitor.tabBarActionsFromEffects) tab-bar action(s) arrived after the logout")
      }
      if let broken = checkInvariants() { return failure(broken.invariant, broken.details) }
    }
    return nil
  }

  /// Sends one action and checks what Core reported: exactly one issue and no change for a
  /// stale action, nothing for any other.
  private func send(_ action: Root.Action) -> (invariant: String, details: String)? {
    stats.actions += 1
    serial += 1
    let before = store.state
    let stale = Staleness.of(action, in: before)
    let issuesBefore = issues.messages.count
    monitor.beginSend(serial, in: before)
    let task = FuzzOrigin.$serial.withValue(serial) { store.send(action) }
    // A send that started no effect returns an empty task, which counts as cancelled.
    if !task.isCancelled { effectsStarted = true }
    let reduced = monitor.endSend()
    let reported = issues.messages.dropFirst(issuesBefore)
    guard let stale else {
      guard reported.isEmpty else {
        return (
          "no unexpected issue",
          "\(FuzzStep.describe(action)) is not stale, yet Core reported:\n\(reported.joined())"
        )
      }
      return nil
    }
    stats.stale[stale.kind, default: 0] += 1
    monitor.markStale(serial)
    guard reported.count == 1, reported.first!.contains(stale.reporter) else {
      return (
        "every stale action is reported exactly once (\(stale.kind))",
        "\(FuzzStep.describe(action)) was reported \(reported.count) times "
          + "(expected once, by \(stale.reporter)):\n\(reported.joined(separator: "\n"))"
      )
    }
    // Accounted for: forget it, so that only unexpected issues are left to find.
    issues.removeAll()
    guard reduced == 1, store.state == before else {
      return (
        "every stale action is ignored (\(stale.kind))",
        "\(FuzzStep.describe(action)) "
          + (reduced == 1 ? "changed state" : "was followed by \(reduced - 1) more action(s)")
          + ":\n\(diff(before, store.state) ?? "(state unchanged)")"
      )
    }
    return nil
  }

  /// The invariants that hold after every step.
  private func checkInvariants() -> (invariant: String, details: String)? {
    let state = store.state
    let unexpected = issues.messages
    if !unexpected.isEmpty {
      return ("no unexpected issue", unexpected.joined(separator: "\n"))
    }
    if let violation = monitor.violations.first {
      return ("no effect outlives the state that started it", violation)
    }
    guard (state.login != nil) != (state.tabBar != nil) else {
      return ("Root is in exactly one case", customDump(state))
    }
    if let wrong = extraInvariant?(state) { return ("the test's own invariant", wrong) }
    if let tabBar = state.tabBar {
      guard let user = monitor.loggedInUser else {
        return ("B1 shows the logged-in user", "on the tab bar, but nobody logged in")
      }
      guard tabBar.user == user, tabBar.b1.user == user else {
        return (
          "B1 shows the logged-in user",
          "\(user.username) logged in; the tab bar shows \(tabBar.user.username), "
            + "B1 shows \(tabBar.b1.user.username)"
        )
      }
    }
    return nil
  }

  /// What is still loading, or `nil` when nothing is.
  private func stillLoading() -> String? {
    let state = store.state
    if state.login?.isLoggingIn == true { return "the login is still in flight" }
    guard let tabBar = state.tabBar else { return nil }
    if tabBar.a1.fact.isLoading { return "A1's fact is still loading" }
    for id in tabBar.a1.path.ids {
      if tabBar.a1.path[id: id]?.fact.isLoading == true {
        return "A2 \(id)'s fact is still loading"
      }
      if tabBar.a1.path[id: id]?.calculator.isCalculating == true {
        return "A2 \(id) is still calculating"
      }
    }
    if tabBar.b1.fact.isLoading { return "B1's fact is still loading" }
    if tabBar.b1.b2?.fact.isLoading == true { return "B2's fact is still loading" }
    return nil
  }

  /// Whether a send since the last settle started an effect.
  private var effectsStarted = false

  /// Settles when a send of this step started an effect. After the last settle, everything
  /// left waits on the test clock, so a step that started nothing has nothing to wait for
  /// (what it cancelled finishes in the next settle): most steps skip the yields.
  private func settleIfEffectsStarted() async {
    if effectsStarted { await settle() }
  }

  /// Lets the effects in flight run until nothing has moved for a while: no action reduced,
  /// no fact requested or answered.
  ///
  /// Plain yields, not Core's `waitUntil`: what a step waits for is that nothing more happens,
  /// and while `serialExecutor` lives every effect job runs on the main actor in the order
  /// it was enqueued, so the yields a step needs depend on the seed, not on the machine's
  /// load. (`waitUntil` also reports straight to the test framework, which would fail the
  /// shrinker's replays, whose failures are expected.)
  func settle() async {
    effectsStarted = false
    var quietYields = 0
    var last = activity()
    for _ in 0..<1_000 {
      await Task.yield()
      let now = activity()
      if now == last {
        quietYields += 1
        if quietYields == 8 { return }
      } else {
        quietYields = 0
        last = now
      }
    }
  }

  private func activity() -> [Int] {
    let counts = facts.counts
    return [monitor.reducedCount, counts.requests, counts.answers, clock.sleeperCount]
  }

  /// The stats so far, with the fact client's counts.
  var finalStats: FuzzStats {
    var stats = stats
    stats.facts = facts.counts
    stats.logins = monitor.loginCount
    return stats
  }
}

/// Why an action is stale in a given state (its screen is not there), and which part of Core
/// must report it.
struct Staleness: Equatable {
  /// What kind of stale action this is, such as "a tab-bar action after logout".
  var kind: String
  /// Text the issue must contain: the reporting reducer's name in Core's message.
  var reporter: String

  /// How an `ifCaseLet`'s report of a child action in another case begins.
  static let ifCaseLet = #"An "ifCaseLet" at"#
  /// How an `ifLet`'s report of an action for an absent child begins.
  static let ifLet = #"An "ifLet" at"#
  /// How a stack `forEach`'s report of an action for a screen not on it begins.
  static let stack = #"A stack "forEach" at"#

  /// Why `action` is stale in `state`, or `nil` when its screen is there.
  static func of(_ action: Root.Action, in state: Root.State) -> Staleness? {
    switch action {
    case .login:
      return state.login == nil
        ? Staleness(kind: "a login action on the tab bar", reporter: ifCaseLet) : nil
    case let .tabBar(tabAction):
      guard let tabBar = state.tabBar else {
        return Staleness(kind: "a tab-bar action after logout", reporter: ifCaseLet)
      }
      switch tabAction {
      case .logoutDialog:
        return tabBar.logoutDialog == nil
          ? Staleness(kind: "a dialog action with no dialog", reporter: ifLet) : nil
      case let .a1(.path(.element(id, _))):
        return tabBar.a1.path.ids.contains(id)
          ? nil : Staleness(kind: "an A2 action for a popped screen", reporter: stack)
      case let .a1(.path(.popFrom(id))):
        return tabBar.a1.path.ids.contains(id)
          ? nil : Staleness(kind: "a pop of a popped screen", reporter: stack)
      case let .a1(.path(.push(id, _))):
        return tabBar.a1.path.ids.contains(id)
          ? Staleness(kind: "a push with an id on the stack", reporter: stack) : nil
      case .b1(.b2):
        return tabBar.b1.b2 == nil
          ? Staleness(kind: "a B2 action after dismissal", reporter: ifLet) : nil
      default:
        return nil
      }
    }
  }
}
