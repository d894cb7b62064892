import Effects
import FeatureB2
import Foundation
import Root
import Testing

/// Fuzzed action sequences: thousands of random actions, stale ones among them, sent into a
/// real `Store` of ``Root`` with test dependencies, the invariants checked after every step
/// (see ``RootFuzzRun``).
///
/// A failure prints its seed and the shortest list of steps found that still breaks the same
/// invariant. `FUZZ_SEED=N` runs only seed `N` (`FUZZ_STEPS` steps, 2,000 by default):
///
/// ```sh
/// FUZZ_SEED=3 swift test --package-path Tests --scratch-path .build-test --filter RootFuzz
/// ```
@Suite @MainActor struct RootFuzzTests {
  /// The seeds of the normal suite: 5 × 2,000 = 10,000 steps.
  nonisolated static let seeds: [UInt64] = [1, 2, 3, 4, 5]
  /// Steps per seed in the normal suite.
  nonisolated static let stepsPerSeed = 2_000
  /// The seed asked for with `FUZZ_SEED`, if any.
  nonisolated static let requestedSeed = ProcessInfo.processInfo.environment["FUZZ_SEED"].flatMap(
    UInt64.init)

  /// 2,000 random steps from `seed` keep every invariant, and exercise what they are meant
  /// to.
  @Test(.enabled(if: requestedSeed == nil), arguments: seeds)
  func randomActionsKeepTheInvariants(seed: UInt64) async {
    let stats = await fuzz(seed: seed, steps: Self.stepsPerSeed)
    // The run exercised what it is meant to: logins, stale actions of every kind, answers
    // that came back after their request was cancelled.
    #expect(stats.steps == Self.stepsPerSeed)
    #expect(stats.logins >= 5)
    for kind in [
      "a tab-bar action after logout", "a login action on the tab bar",
      "an A2 action for a popped screen", "a pop of a popped screen",
      "a push with an id on the stack", "a B2 action after dismissal",
      "a dialog action with no dialog",
    ] {
      #expect(stats.stale[kind, default: 0] > 0, "seed \(seed) sent no \(kind)")
    }
    #expect(stats.facts.answersAfterCancellation > 0)
  }

  /// `FUZZ_SEED=N`: only seed `N`, for `FUZZ_STEPS` steps.
  @Test(.enabled(if: requestedSeed != nil))
  func replayFUZZ_SEED() async {
    let steps = ProcessInfo.processInfo.environment["FUZZ_STEPS"].flatMap(Int.init) ?? 2_000
    await fuzz(seed: Self.requestedSeed!, steps: steps)
  }

  /// Runs are reproducible: the same seed makes the same steps, actions and answers.
  @Test func aSeedAlwaysMakesTheSameRun() async {
    func run() async -> (Root.State, Int, FuzzFacts.Counts) {
      let run = RootFuzzRun()
      var generator = RootFuzzGenerator(seed: 42)
      await run.collectingIssues {
        for index in 0..<300 {
          _ = await run.perform(generator.next(for: run.store.state), index: index)
        }
      }
      return (run.store.state, run.monitor.reducedCount, run.facts.counts)
    }
    let first = await run()
    let second = await run()
    #expect(first.0 == second.0)
    #expect(first.1 == second.1)
    #expect(first.2 == second.2)
  }

  /// The shrinker finds the shortest run that breaks an invariant.
  @Test func aFailureShrinksToTheStepsThatCauseIt() async {
    // "A1's counter stays below 3" breaks at the second "+": of 36 steps, three matter.
    let noise: [FuzzStep] = [
      .send(.tabBar(.tabSelected(.b1))), .advance(seconds: 0), .facts(.answers),
      .send(.login(.set(\.username, "x"))),
    ]
    let increment: FuzzStep = .send(.tabBar(.a1(.incrementButtonTapped)))
    let steps =
      noise + noise + [RootFuzzRegressionTests.logIn] + noise + [increment] + noise + noise
      + [increment] + noise + [increment] + noise
    let belowThree: @MainActor (Root.State) -> String? = { state in
      (state.tabBar?.a1.count ?? 0) < 3 ? nil : "the counter reached 3"
    }
    let failure = await RootFuzzRun.replay(steps, extraInvariant: belowThree)
    #expect(failure?.invariant == "the test's own invariant")
    guard let failure else { return }
    let shortest = await shrink(
      steps, failing: failure, extraInvariant: belowThree, budget: .seconds(86_400))
    #expect(
      shortest.map(\.description)
        == [RootFuzzRegressionTests.logIn, increment, increment].map(\.description))
  }

  /// A reproducer's steps are printed as Swift, without module names.
  @Test func aReproducerReadsLikeSwift() {
    #expect(
      FuzzStep.send(.login(.set(\.username, "ada"))).description
        == #"send(.login(.set(\.username, "ada")))"#)
    #expect(
      FuzzStep.send(.tabBar(.a1(.path(.element(id: 3, action: .fact(.onAppear)))))).description
        == "send(.tabBar(.a1(.path(.element(id: 3, action: .fact(.onAppear))))))")
    #expect(FuzzStep.facts(.slow(seconds: 2)).description == "facts(.slow(seconds: 2))")
  }
}

/// Runs `steps` random steps from `seed`; on a failure, shrinks it and records an issue with
/// the seed and the shortest reproducer. Prints what the run did.
@MainActor
@discardableResult
func fuzz(seed: UInt64, steps count: Int) async -> FuzzStats {
  let started = ContinuousClock.now
  let run = RootFuzzRun()
  var generator = RootFuzzGenerator(seed: seed)
  var steps: [FuzzStep] = []
  let failure = await run.collectingIssues { () -> FuzzFailure? in
    for index in 0..<count {
      let step = generator.next(for: run.store.state)
      steps.append(step)
      if let failure = await run.perform(step, index: index) { return failure }
    }
    return nil
  }
  let stats = run.finalStats
  print(
    "[fuzz] seed \(seed): \(stats.steps) steps, \(stats.actions) actions, "
      + "\(stats.stale.values.reduce(0, +)) stale, \(stats.logins) logins, "
      + "\(stats.facts.requests) fact requests (\(stats.facts.answersAfterCancellation) answered "
      + "after cancellation) in \(ContinuousClock.now - started); stale: "
      + stats.stale.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)" }.joined(
        separator: ", "))
  if let failure {
    let shortest = await shrink(Array(steps.prefix(failure.step + 1)), failing: failure)
    let replayed = await RootFuzzRun.replay(shortest)
    Issue.record(
      """
      Fuzzing with seed \(seed) broke "\(failure.invariant)" at step \(failure.step): \
      \(failure.details)

      Replay it with FUZZ_SEED=\(seed). Shortest reproducer (\(shortest.count) steps), which \
      breaks it at step \(replayed.map { "\($0.step)" } ?? "?"):
      \(shortest.enumerated().map { "  \($0.offset). \($0.element)" }.joined(separator: "\n"))
      """)
  }
  return stats
}

/// The shortest list found by removing steps from `steps` that still breaks the invariant
/// `failure` broke: chunks of halving size are removed while the run still fails that way.
/// Gives up shrinking further after `budget` (20 seconds, so a failing run still ends soon;
/// the shrinker's own test passes no limit, so a busy machine cannot change its answer).
/// `extraInvariant` is the run's own, if any.
@MainActor
func shrink(
  _ steps: [FuzzStep], failing failure: FuzzFailure,
  extraInvariant: (@MainActor (Root.State) -> String?)? = nil,
  budget: Duration = .seconds(20)
) async -> [FuzzStep] {
  let deadline = ContinuousClock.now.advanced(by: budget)
  var current = steps
  var chunk = max(current.count / 2, 1)
  while ContinuousClock.now < deadline {
    var start = 0
    var removedAny = false
    while start < current.count, ContinuousClock.now < deadline {
      var candidate = current
      candidate.removeSubrange(start..<min(start + chunk, candidate.count))
      if let again = await RootFuzzRun.replay(candidate, extraInvariant: extraInvariant),
        again.invariant == failure.invariant
      {
        current = Array(candidate.prefix(again.step + 1))
        removedAny = true
      } else {
        start += chunk
      }
    }
    if chunk == 1, !removedAny { break }
    chunk = max(chunk / 2, 1)
  }
  return current
}

/// The failures fuzzing found, each as the shortest run that showed it, now passing: the
/// same checks as the fuzzer's (``RootFuzzRun``) over a fixed list of steps.
@Suite @MainActor struct RootFuzzRegressionTests {
  /// Ada logs in.
  nonisolated static let logIn: FuzzStep = .burst([
    .login(.set(\.username, "ada")), .login(.set(\.password, "lovelace")),
    .login(.loginButtonTapped),
  ])

  /// A parent reducer runs after its child's stale action too (Core does as TCA does), so a
  /// parent that handles a child's delegate or dialog action must check that the child is
  /// there. Each of these was reported once by Core, but then logged out, reset the login
  /// form, replaced the session, saved a fact or pushed an A2.
  @Test(
    arguments: [
      (
        "a confirmation with no dialog logged out", logIn,
        .tabBar(.logoutDialog(.presented(.confirmLogout)))
      ),
      (
        "a tab-bar logout after logout reset the login form",
        .send(.login(.set(\.username, "ada"))), .tabBar(.delegate(.didLogOut))
      ),
      (
        "a login on the tab bar replaced the session", logIn,
        .login(.delegate(.didLogIn(DemoUsers.grace)))
      ),
      (
        "B2's save after dismissal changed B1", logIn,
        .tabBar(.b1(.b2(.presented(.saveButtonTapped))))
      ),
      (
        "a popped A2's request pushed an A2", logIn,
        .tabBar(.a1(.path(.element(id: 7, action: .delegate(.factRequested(3))))))
      ),
    ] as [(String, FuzzStep, Root.Action)])
  func aStaleActionAParentHandlesIsIgnored(bug: String, setUp: FuzzStep, stale: Root.Action) async {
    let failure = await RootFuzzRun.replay([setUp, .send(stale)])
    #expect(failure == nil, "\(bug): \(failure.map(\.description) ?? "")")
  }

  /// A1 and its A2s load facts with the same reducer, ``FactLoader``; with the same
  /// cancellation id, A1's new request cancelled the request of an A2 on its stack (ids reach
  /// every feature below the one that uses them), and the A2 showed progress for ever.
  @Test func a1sRequestLeavesAnA2sRequestAlone() async {
    let failure = await RootFuzzRun.replay([
      Self.logIn,
      .facts(.slow(seconds: 1)),
      .send(.tabBar(.a1(.showA2ButtonTapped))),
      .send(.tabBar(.a1(.path(.element(id: 0, action: .fact(.onAppear)))))),
      .send(.tabBar(.a1(.numberFactButtonTapped))),
      .advance(seconds: FactMode.longestDelay),
    ])
    #expect(failure == nil, "\(failure.map(\.description) ?? "")")
  }
}
