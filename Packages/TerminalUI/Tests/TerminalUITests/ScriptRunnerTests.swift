import Effects
import TerminalUI
import Testing

/// A key script drives a feature line by line and prints a frame after each.
@Suite @MainActor struct ScriptRunnerTests {
  final class Output {
    var frames: [String] = []
    var diagnostics: [String] = []
  }

  func run(_ lines: [String]) async throws -> (Store<Counter.State, Counter.Action>, Output) {
    try await run(bytes: lines.map { Array($0.utf8) })
  }

  func run(bytes lines: [[UInt8]]) async throws -> (Store<Counter.State, Counter.Action>, Output) {
    let store = Store(initialState: Counter.State()) { Counter() }
    let output = Output()
    let runner = ScriptRunner(
      session: ScreenSession(store: store, view: Counter.screen),
      size: TerminalSize(rows: 8, columns: 30), clock: ContinuousClock(),
      output: { output.frames.append($0) }, diagnostics: { output.diagnostics.append($0) })
    try await runner.run(
      AsyncStream { continuation in
        lines.forEach { continuation.yield($0) }
        continuation.finish()
      })
    return (store, output)
  }

  @Test func eachLineSendsItsKeyAndPrintsAFrame() async throws {
    let (store, output) = try await run(["text:Ada", "tab", "enter", "# a comment", ""])
    #expect(store.state.name == "Ada")
    #expect(store.state.count == 1)
    #expect(store.state.appearances == 1, "onAppear is sent once, when the screen first shows")
    #expect(output.frames.count == 4, "the first frame, then one per key line")
    #expect(output.frames[0].hasPrefix("--- start ---\n"))
    #expect(output.frames[3].hasPrefix("--- 3: enter ---\n"))
    #expect(output.frames[3].contains("Count: 1"))
    #expect(output.diagnostics.isEmpty)
  }

  @Test func anUnknownKeyIsReportedWithItsLineAndSkipped() async throws {
    let (store, output) = try await run(["tab", "jump", "enter"])
    #expect(store.state.count == 1)
    #expect(output.diagnostics.count == 1)
    #expect(output.diagnostics.first?.hasPrefix("line 2: unknown key \"jump\"") == true)
  }

  @Test func waitWaitsUntilNothingIsInFlight() async throws {
    let (store, output) = try await run(["tab", "tab", "enter", "wait"])
    #expect(store.state.isLoading == false)
    #expect(output.frames[3].contains("Loading…"))
    #expect(output.frames[4].contains("Load") && !output.frames[4].contains("Loading…"))
  }

  @Test func aLineThatIsNotUTF8IsReportedAndSkipped() async throws {
    let (store, output) = try await run(bytes: [Array("text:A".utf8), [0x74, 0xFF, 0x61, 0x62]])
    #expect(store.state.name == "A")
    #expect(output.diagnostics == ["line 2: not valid UTF-8; skipped"])
  }

  @Test func aLongPasteGoesIntoTheFieldAsOneEdit() async throws {
    let paste = String(repeating: "ab界", count: 33_334)
    let (store, output) = try await run(["text:" + paste])
    #expect(store.state.name == paste)
    #expect(output.frames[1].hasPrefix("--- 1: text:ab界ab界"), "the header shortens the line")
    #expect(output.frames[1].contains("… (100007 characters) ---"))
  }

  @Test func quittingStopsTheScript() async throws {
    let (store, output) = try await run(["tab", "q", "enter"])
    #expect(store.state.count == 0, "nothing after q runs")
    #expect(output.frames.count == 3)
  }

  @Test func scriptLinesParse() throws {
    #expect(try ScriptedInput.parse("shift-tab") == .key(.shiftTab))
    #expect(try ScriptedInput.parse("ESC") == .key(.escape))
    #expect(try ScriptedInput.parse("text: two words") == .text(" two words"))
    #expect(try ScriptedInput.parse("7") == .key(.character("7")))
    #expect(try ScriptedInput.parse("  # note") == nil)
    #expect(throws: ScriptedInput.ParseError(line: "enterr")) { try ScriptedInput.parse("enterr") }
  }
}
