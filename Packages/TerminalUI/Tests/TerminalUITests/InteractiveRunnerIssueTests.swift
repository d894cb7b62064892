import Effects
import TerminalUI
import Testing

/// Issues reported while the interactive screen is up (on standard error they would land on
/// the drawn frame) wait until the terminal is put back, then go to the reporters that were
/// in force when the run started.
@Suite @MainActor struct InteractiveRunnerIssueTests {
  let terminal = InMemoryTerminal(size: TerminalSize(rows: 8, columns: 40))
  let later: (stream: AsyncStream<String>, continuation: AsyncStream<String>.Continuation)
  /// Kept by the suite, so that its effects outlive the run.
  let store: Store<Warner.State, Warner.Action>

  init() {
    let later = AsyncStream.makeStream(of: String.self)
    self.later = later
    self.store = Store(initialState: Warner.State()) { Warner(laterIssues: later.stream) }
  }

  /// Starts a run of ``Warner`` with `outside` as the reporters in force, and returns once
  /// the reducer and its effect have reported and the runner has drawn the effect's answer.
  func start(reportingTo outside: WitnessReporter) async -> Task<Void, any Error> {
    let runner = InteractiveRunner(
      session: ScreenSession(store: store, view: Warner.screen), terminal: terminal.client,
      colors: false, clock: ContinuousClock(), suspend: {})
    let task = Task { try await withIssueReporters([outside]) { try await runner.run() } }
    await waitUntil {
      store.state.effectReported && terminal.frames.last?.contains("Effect done") == true
    }
    return task
  }

  @Test func issuesFromTheReducerAndItsEffectsArePassedOnOnceTheTerminalIsPutBack() async throws {
    defer { later.continuation.finish() }
    let outside = WitnessReporter(terminal: terminal)
    let run = await start(reportingTo: outside)
    // Plain yields: what follows checks that nothing was passed on while the screen is up, so
    // there is no condition to wait for, only a chance to give a wrong hand-off to show.
    for _ in 0..<20 { await Task.yield() }

    #expect(outside.reports.isEmpty, "nothing reaches standard error while the screen is up")
    #expect(terminal.isRawModeEnabled)
    #expect(!terminal.frames.joined().contains("reported"))

    terminal.finishKeys()
    try await run.value

    #expect(
      outside.reports == [
        .init("reported by the reducer", isKnown: false, terminalWasRaw: false),
        .init("a known issue, reported by the reducer", isKnown: true, terminalWasRaw: false),
        .init("reported by an effect", isKnown: false, terminalWasRaw: false),
      ])
    #expect(!terminal.frames.joined().contains("reported"))
  }

  @Test func anIssueFromAnEffectThatOutlivesTheRunIsPassedOnAtOnce() async throws {
    defer { later.continuation.finish() }
    let outside = WitnessReporter(terminal: terminal)
    let run = await start(reportingTo: outside)
    terminal.finishKeys()
    try await run.value
    #expect(outside.reports.count == 3)

    later.continuation.yield("reported after the run")
    await waitUntil { outside.reports.count >= 4 }

    #expect(
      outside.reports.last
        == .init("reported after the run", isKnown: false, terminalWasRaw: false))
  }
}
