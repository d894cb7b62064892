import Effects
import FeatureA
import Login
import Root
import TabBar

/// Which fuzz action started the effect that runs in the current task.
///
/// The fuzzer sends each action inside `$serial.withValue(n)`; a store starts an effect as a
/// task, which inherits task-local values, so an action an effect delivers later still says
/// which send started the effect.
enum FuzzOrigin {
  /// The number of the fuzz action, counted from 1; 0 outside any.
  @TaskLocal static var serial = 0
}

/// Root's reducer with a ``FuzzMonitor`` looking on: it sees every action the store reduces
/// (sent by the fuzzer, queued by `.send`, or delivered by an effect) and the state before
/// and after, and changes nothing.
struct MonitoredRoot: Reducer, Sendable {
  /// Who looks on.
  let monitor: FuzzMonitor

  /// Tells the monitor, runs ``Root``, tells the monitor again.
  func reduce(into state: inout Root.State, action: Root.Action) -> Effect<Root.Action> {
    let before = state
    MainActor.assumeIsolated { monitor.willReduce(action, in: before) }
    let effect = Root().reduce(into: &state, action: action)
    let after = state
    MainActor.assumeIsolated { monitor.didReduce(action, from: before, to: after) }
    return effect
  }
}

/// Watches the actions a fuzzed store reduces: counts them, follows which screen instance is
/// on screen, and records every action an effect delivered to a screen other than the one it
/// was started for (an effect that outlived the state that started it).
@MainActor
final class FuzzMonitor: Sendable {
  /// Which instance of each screen is on screen: each count goes up when its screen appears
  /// anew (a login, a logout, a presentation of B2).
  struct Instances: Equatable {
    /// The login screen's instance.
    var login = 1
    /// The tab bar's instance.
    var tabBar = 0
    /// B2's instance.
    var b2 = 0
    /// The ids on A1's stack.
    var path: [StackElementID] = []
  }

  /// Actions reduced so far, all kinds: a measure of activity while effects settle.
  private(set) var reducedCount = 0
  /// The user of the last successful login, which the tab bar must show.
  private(set) var loggedInUser: LoginResponse?
  /// What went wrong, in order; the run fails on the first.
  private(set) var violations: [String] = []
  /// `timerTicked` actions delivered by effects since the last ``resetCounts()``.
  private(set) var timerTicks = 0
  /// Tab-bar actions delivered by effects since the last ``resetCounts()``.
  private(set) var tabBarActionsFromEffects = 0

  /// How many times the tab bar appeared: the logins so far.
  var loginCount: Int { current.tabBar }

  private var current = Instances()
  private var instancesAtSend: [Int: Instances] = [:]
  private var staleSends: Set<Int> = []
  private var sending: Int?
  private var reducedInSend = 0

  /// An empty monitor: nobody logged in, the login screen on screen.
  nonisolated init() {}

  /// The fuzzer is about to send fuzz action `serial` to a store in `state`.
  func beginSend(_ serial: Int, in state: Root.State) {
    sending = serial
    reducedInSend = 0
    var instances = current
    instances.path = state.tabBar?.a1.path.ids ?? []
    instancesAtSend[serial] = instances
  }

  /// The send is over; returns how many actions it reduced (the action and its `.send`
  /// follow-ups).
  func endSend() -> Int {
    sending = nil
    return reducedInSend
  }

  /// Fuzz action `serial` was stale: no effect may deliver anything on its behalf.
  func markStale(_ serial: Int) {
    staleSends.insert(serial)
  }

  /// Zeroes ``timerTicks`` and ``tabBarActionsFromEffects``.
  func resetCounts() {
    timerTicks = 0
    tabBarActionsFromEffects = 0
  }

  /// The store is about to reduce `action` in `state`: counts it, and checks an action an
  /// effect delivered against the screens that were there when the effect started.
  func willReduce(_ action: Root.Action, in state: Root.State) {
    reducedCount += 1
    if sending != nil {
      reducedInSend += 1
      return
    }
    // Delivered by an effect, outside any fuzzer send.
    let origin = FuzzOrigin.serial
    if case .tabBar(.a1(.timerTicked)) = action { timerTicks += 1 }
    if case .tabBar = action { tabBarActionsFromEffects += 1 }
    if staleSends.contains(origin) {
      violations.append(
        "An effect of stale fuzz action #\(origin), which should have been ignored, delivered "
          + FuzzStep.describe(action))
    }
    guard let then = instancesAtSend[origin] else {
      violations.append(
        "An effect no fuzz action started (origin #\(origin)) delivered "
          + FuzzStep.describe(action))
      return
    }
    if let gone = screenGone(for: action, startedUnder: then, in: state) {
      violations.append(
        "An effect started by fuzz action #\(origin) delivered \(FuzzStep.describe(action)) "
          + "after \(gone)")
    }
  }

  /// The store reduced `action`, from `before` to `after`: notes screens that appeared anew
  /// and who logged in.
  func didReduce(_ action: Root.Action, from before: Root.State, to after: Root.State) {
    if before.login == nil, after.login != nil { current.login += 1 }
    if before.tabBar == nil, after.tabBar != nil { current.tabBar += 1 }
    if after.tabBar?.b1.b2 != nil,
      before.tabBar?.b1.b2 == nil || before.tabBar == nil
    {
      current.b2 += 1
    }
    if case let .login(.delegate(.didLogIn(user))) = action, before.login != nil {
      loggedInUser = user
    }
  }

  /// Why the screen `action` is for is not the one the effect was started for, or `nil`
  /// when it is.
  private func screenGone(
    for action: Root.Action, startedUnder then: Instances, in state: Root.State
  ) -> String? {
    switch action {
    case .login:
      guard then.login == current.login, state.login != nil else {
        return "the login screen it was started for had gone"
      }
      return nil
    case let .tabBar(tabAction):
      guard then.tabBar == current.tabBar, state.tabBar != nil else {
        return "the tab bar it was started for had gone (a logout)"
      }
      switch tabAction {
      case .b1(.b2):
        guard then.b2 == current.b2, state.tabBar?.b1.b2 != nil else {
          return "the B2 it was started for had been dismissed"
        }
      case let .a1(.path(.element(id, _))), let .a1(.path(.popFrom(id))):
        guard then.path.contains(id), state.tabBar?.a1.path.ids.contains(id) == true else {
          return "A2 \(id) had been popped"
        }
      default:
        break
      }
      return nil
    }
  }
}
