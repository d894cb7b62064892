import Effects
import Foundation
import SessionRecording
import TabBar
import TerminalUI
import Testing

/// Sessions recorded by hand with `App --record` (Tests/Recordings), replayed through the
/// app's reducers with their recorded keys and answers: every frame the person saw must be
/// drawn again. A change that alters what a screen shows fails here at the step it shows up;
/// when the change is meant, record the session again (see docs/app.md, "Record and
/// replay").
@MainActor
@Suite struct RecordingReplayTests {
  /// The folder of the recordings, beside this package's tests.
  private static let folder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Recordings")

  private static func recording(_ name: String) throws -> String {
    try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
  }

  /// The tabs `full-session.jsonl` was recorded with. A feature added as a tab
  /// (`Scripts/new-feature.sh NAME --tab TITLE`) changes the tab strip on every frame of the
  /// tab bar, so that replay is skipped, saying why, until the session is recorded again.
  private nonisolated static let recordedTabs = ["Counter", "Profile"]

  @Test(
    .enabled(
      if: Tab.allCases.map(\.title) == recordedTabs,
      "full-session.jsonl was recorded with the tabs Counter and Profile; record it again"))
  func aFullSessionReplaysFrameForFrame() async throws {
    try await expectReplayMatches("full-session.jsonl")
  }

  @Test func aFailedLoginReplaysFrameForFrame() async throws {
    try await expectReplayMatches("failed-login.jsonl")
  }

  private func expectReplayMatches(_ file: String) async throws {
    let recording = try Recording(text: Self.recording(file))
    let outcome = await SessionReplay.run(recording)
    guard case let .matched(steps) = outcome else {
      Issue.record("\(file): \(outcome)")
      return
    }
    #expect(steps == recording.steps.count)
  }

  @Test func aFrameThatNoLongerMatchesIsReportedAtItsStepWithTheDifference() async throws {
    let edited = try Self.recording("failed-login.jsonl")
      .replacingOccurrences(of: "3 attempts left", with: "2 attempts left")
    let outcome = await SessionReplay.run(try Recording(text: edited))
    guard case let .differs(step, report) = outcome else {
      Issue.record("the edited recording replayed: \(outcome)")
      return
    }
    #expect(step > 1)
    #expect(report.contains("the screen differs from the recording"))
    #expect(report.contains("- ! The password is wrong. Check it and try again: 2 attempts left"))
    #expect(report.contains("+ ! The password is wrong. Check it and try again: 3 attempts left"))
  }

  @Test func aFileThatIsNotAWholeRecordingIsRefusedWithTheLineAtFault() throws {
    let lines = try Self.recording("failed-login.jsonl").split(separator: "\n").map(String.init)
    let cut = lines.prefix(6).joined(separator: "\n") + "\n"
    #expect(
      throws: Recording.ReadError(
        line: 6,
        reason: "the recording stops before its end line (cut short, or the app was killed)")
    ) {
      try Recording(text: cut)
    }

    var edited = lines
    edited[2] = "{\"kind\": \"input\""
    #expect(
      throws: Recording.ReadError(
        line: 3, reason: "not a line of a recording (was the file edited or cut short?)")
    ) {
      try Recording(text: edited.joined(separator: "\n"))
    }

    #expect(throws: Recording.ReadError.self) { try Recording(text: "root:x:0:0::/root:/bin/sh") }
    let other = lines[0].replacingOccurrences(of: "\"app\":\"", with: "\"app\":\"9.")
    #expect {
      try Recording(text: ([other] + lines.dropFirst()).joined(separator: "\n"))
    } throws: { error in
      "\(error)".hasPrefix("line 1: recorded by App 9.")
        && "\(error)".contains("record the session again")
    }
  }

  @Test func theStepViewerMovesThroughTheStepsAndShowsTheActionsBehindEach() async throws {
    let recording = try Recording(text: Self.recording("failed-login.jsonl"))
    let store = TestStore(initialState: StepViewer.State(recording: recording)) { StepViewer() }
    #expect(store.state.actions.isEmpty, "nothing happened before the first key")

    await store.send(.previousStepTapped)
    await store.send(.nextStepTapped) { $0.index = 1 }
    await store.send(.lastStepTapped) { $0.index = recording.steps.count - 1 }
    await store.send(.nextStepTapped)
    await store.send(.firstStepTapped) { $0.index = 0 }

    let failedLogin = try #require(
      recording.steps.indices.first { index in
        var state = StepViewer.State(recording: recording)
        state.index = index
        return state.actions.contains { $0.contains("wrongPassword") }
      })
    #expect(recording.steps[failedLogin].seen?.text.contains("The password is wrong") == true)
  }

  @Test func aStepLongerThanTheTerminalScrollsAndEveryStepOpensAtItsTop() async throws {
    let recording = try Recording(text: Self.recording("failed-login.jsonl"))
    let store = TestStore(initialState: StepViewer.State(recording: recording)) { StepViewer() }
    await store.send(.scrollUpTapped)
    await store.send(.scrollDownTapped) { $0.scroll = 1 }
    await store.send(.scrollDownTapped) { $0.scroll = 2 }
    await store.send(.scrollUpTapped) { $0.scroll = 1 }
    await store.send(.nextStepTapped) {
      $0.index = 1
      $0.scroll = 0
    }
    let last = store.state.page.count - 1
    for line in 1...last {
      await store.send(.scrollDownTapped) { $0.scroll = line }
    }
    await store.send(.scrollDownTapped)
    #expect(store.state.page.last == .note("End of step 2."), "the last line stays in view")
    await store.send(.firstStepTapped) {
      $0.index = 0
      $0.scroll = 0
    }
  }

  @Test func aScrolledPageSaysHowManyLinesAreAbove() throws {
    var state = StepViewer.State(
      recording: try Recording(text: Self.recording("failed-login.jsonl")))
    state.index = 1
    state.scroll = 5
    expectSnapshot(
      of: StepViewerView.screen(.drawing(state)), size: TerminalSize(rows: 12, columns: 60),
      matches: """
        Step 2 of 8 · 1.990 s · then 'tab'

        ↑ 5 more lines above
          Root.State.login(
            Login.State(
        -     username: "",
        +     username: "grace",
              … (5 unchanged)
            )
          )
        End of step 2.
        """)
  }
}

/// `App --record` and `App --replay` as a person runs them, on the built executable.
@Suite struct RecordAndReplayCommandTests {
  let app: URL

  init() async throws {
    app = try await AppProcess.executable("App", package: "App")
  }

  @Test func aSessionRecordedFromAScriptReplaysAndMasksThePassword() async throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("record-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("session.jsonl").path

    let recorded = try await AppProcess.run(
      app, ["--record", file, "--data-dir", folder.appendingPathComponent("data").path],
      input: "text:ada\ntab\ntext:lovelace\nenter\nwait\n2\nwait\nenter\nwait\nq\n")
    #expect(recorded.status == 0, "\(recorded.errors)")
    let text = try String(contentsOfFile: file, encoding: .utf8)
    #expect(!text.contains("lovelace"), "the password is not stored")
    #expect(text.contains("text:••••••••"))

    let replayed = try await AppProcess.run(app, ["--replay", file], input: "")
    #expect(replayed.status == 0, "\(replayed.errors)")
    #expect(replayed.output.contains("every frame matches the recording"))
  }

  @Test func aFileThatIsNotARecordingExitsWithStatus2AndTheLineAtFault() async throws {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("not-a-recording-\(UUID().uuidString).jsonl")
    try "hello\n".write(to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }

    let result = try await AppProcess.run(app, ["--replay", file.path], input: "")
    #expect(result.status == 2)
    #expect(result.errors.contains("line 1: not a session recording of this app"))
  }

  @Test func theStepViewerStepsWithTheArrowsAndJumpsWithHomeAndEnd() async throws {
    let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Recordings/failed-login.jsonl")
    let result = try await AppProcess.run(
      app, ["--replay", file.path, "--step"], input: "right\nright\nend\nhome\nq\n")
    #expect(result.status == 0, "\(result.errors)")
    let titles = result.frames.map { $0.text.prefix { $0 != "\n" } }
    #expect(titles.count == 6)
    #expect(titles[0].hasPrefix("Step 1 of 8"))
    #expect(titles[2].hasPrefix("Step 3 of 8"))
    #expect(titles[3].hasPrefix("Step 8 of 8"))
    #expect(titles[4].hasPrefix("Step 1 of 8"))
  }
}
