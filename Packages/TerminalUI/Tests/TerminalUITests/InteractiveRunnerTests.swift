import Effects
import TerminalUI
import Testing

/// The terminal runner against an in-memory terminal: frames, keys, resizes, suspend, exit.
@Suite @MainActor struct InteractiveRunnerTests {
  let terminal = InMemoryTerminal(size: TerminalSize(rows: 8, columns: 30))
  let store = Store(initialState: Counter.State()) { Counter() }
  let suspensions = LockIsolated(0)

  func runner() -> InteractiveRunner<Counter.State, Counter.Action> {
    InteractiveRunner(
      session: ScreenSession(store: store, view: Counter.screen), terminal: terminal.client,
      colors: false, clock: ContinuousClock(),
      suspend: { [suspensions] in suspensions.withValue { $0 += 1 } })
  }

  /// Runs the runner until it returns, pressing `keys` once it listens, each once the runner
  /// has answered the one before: drawn a frame or returned. (Every key these tests press
  /// changes the screen or ends the run; keys pressed together would be handled as one batch
  /// and drawn once.)
  func run(pressing keys: [KeyEvent], then finish: Bool = true) async throws {
    let returned = LockIsolated(false)
    let task = Task {
      defer { returned.setValue(true) }
      try await runner().run()
    }
    await waitUntil { !terminal.frames.isEmpty }
    for key in keys {
      let framesBefore = terminal.frames.count
      terminal.press(key)
      await waitUntil { terminal.frames.count > framesBefore || returned.value }
    }
    if finish { terminal.finishKeys() }
    try await task.value
  }

  @Test func itDrawsAFrameThenOneAfterEachChangeAndRestoresTheTerminal() async throws {
    try await run(pressing: [.tab, .enter, .character("q")], then: false)
    #expect(store.state.count == 1)
    #expect(terminal.frames.first?.contains("Count: 0") == true)
    #expect(terminal.frames.last?.contains("Count: 1") == true)
    #expect(!terminal.isRawModeEnabled)
  }

  @Test func typingOneCharacterRewritesOnlyItsLine() async throws {
    try await run(pressing: [.character("A")])
    let typed = try #require(terminal.frames.last)
    #expect(typed.contains("A"))
    #expect(!typed.contains("Count"), "the unchanged lines are not written again")
    #expect(typed.utf8.count < 100, "\(typed.utf8.count) bytes for one character")
  }

  @Test func aPasteIsTypedInAFewEditsNotOnePerCharacter() async throws {
    let paste = Array(repeating: KeyEvent.character("x"), count: 1_000)
    let task = Task { try await runner().run() }
    await waitUntil { !terminal.frames.isEmpty }
    for key in paste + [.character("y")] { terminal.press(key) }
    await waitUntil { store.state.name.count >= 1_001 }
    terminal.finishKeys()
    try await task.value
    #expect(store.state.name == String(repeating: "x", count: 1_000) + "y")
    // Keys that arrive together are typed as one edit; how many arrive together depends on
    // scheduling, but never one edit per character.
    #expect(store.state.nameEdits < 100, "\(store.state.nameEdits) edits for 1,001 characters")
  }

  @Test func ctrlCQuitsEvenInATextField() async throws {
    try await run(pressing: [.ctrlC, .character("x")], then: false)
    #expect(store.state.name == "")
    #expect(!terminal.isRawModeEnabled)
  }

  @Test func ctrlZSuspendsAndRedrawsEverythingOnResume() async throws {
    try await run(pressing: [KeyEvent.control("z")])
    #expect(suspensions.value == 1)
    #expect(terminal.rawModeEntries == 2, "raw mode is left before stopping and entered again")
    #expect(terminal.frames.count == 2)
    #expect(terminal.frames[1].contains("Count: 0"), "the whole screen is drawn again")
  }

  @Test func aResizeRedrawsAtTheNewSize() async throws {
    let task = Task { try await runner().run() }
    await waitUntil { !terminal.frames.isEmpty }
    terminal.resize(to: TerminalSize(rows: 6, columns: 20))
    await waitUntil { terminal.frames.count >= 2 }
    terminal.finishKeys()
    try await task.value
    #expect(terminal.frames[1].contains("Count: 0"))
  }

  @Test func anErrorThrownInTheLoopStillRestoresTheTerminal() async throws {
    var client = terminal.client
    let record = client.write
    let writes = LockIsolated(0)
    client.write = { frame in
      let count = writes.withValue {
        $0 += 1; return $0
      }
      if count > 1 { throw TerminalError.systemCallFailed("write", errno: 5) }
      try await record(frame)
    }
    let runner = InteractiveRunner(
      session: ScreenSession(store: store, view: Counter.screen), terminal: client,
      colors: false, clock: ContinuousClock(), suspend: {})
    let task = Task { try await runner.run() }
    await waitUntil { !terminal.frames.isEmpty }
    terminal.press(.character("A"))
    await #expect(throws: TerminalError.systemCallFailed("write", errno: 5)) {
      try await task.value
    }
    #expect(!terminal.isRawModeEnabled, "raw mode is left on the way out")
  }
}
