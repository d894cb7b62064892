import Effects
import XCTest

final class InMemoryTerminalTests: XCTestCase {
  func testEnablingRawModeTwiceFailsLikeTheLiveTerminal() async throws {
    let terminal = InMemoryTerminal()
    let token = try await terminal.client.enableRawMode()
    let error = await thrownError { try await terminal.client.enableRawMode() }
    XCTAssertEqual(error as? TerminalError, .rawModeAlreadyEnabled)
    token.restore()
    try await terminal.client.enableRawMode().restore()
    XCTAssertEqual(terminal.rawModeEntries, 2)
  }

  func testRecordsEveryFrameWritten() async throws {
    let terminal = InMemoryTerminal()
    try await terminal.client.write(frame: "first")
    try await terminal.client.write(frame: "\u{1B}[Hsecond")
    XCTAssertEqual(terminal.frames, ["first", "\u{1B}[Hsecond"])
  }

  func testReplaysScriptedKeysThenKeysPressedLater() async throws {
    let terminal = InMemoryTerminal(keys: [.character("a"), .enter])
    var iterator = try await terminal.client.keys().makeAsyncIterator()
    let first = await iterator.next()
    let second = await iterator.next()
    terminal.press(.up, .ctrlC)
    let third = await iterator.next()
    let fourth = await iterator.next()
    XCTAssertEqual([first, second, third, fourth], [.character("a"), .enter, .up, .ctrlC])
    terminal.finishKeys()
    let end = await iterator.next()
    XCTAssertNil(end)
  }

  func testKeysPressedBeforeAnyoneListensWaitForTheNextStream() async throws {
    let terminal = InMemoryTerminal()
    terminal.press(.tab, .shiftTab)
    terminal.finishKeys()
    var keys: [KeyEvent] = []
    let stream = try await terminal.client.keys()
    terminal.finishKeys()
    for await key in stream { keys.append(key) }
    XCTAssertEqual(keys, [.tab, .shiftTab])
  }

  func testResizeChangesSizeAndNotifiesStreams() async throws {
    let terminal = InMemoryTerminal(size: TerminalSize(rows: 10, columns: 20))
    let before = try await terminal.client.size()
    XCTAssertEqual(before, TerminalSize(rows: 10, columns: 20))
    var iterator = try await terminal.client.resizes().makeAsyncIterator()
    terminal.resize(to: TerminalSize(rows: 30, columns: 90))
    let resized = await iterator.next()
    let after = try await terminal.client.size()
    XCTAssertEqual(resized, TerminalSize(rows: 30, columns: 90))
    XCTAssertEqual(after, TerminalSize(rows: 30, columns: 90))
  }

  func testWithRawModeRestoresWhenTheBodyThrows() async {
    struct Failure: Error {}
    let terminal = InMemoryTerminal()
    do {
      try await terminal.client.withRawMode {
        XCTAssertTrue(terminal.isRawModeEnabled)
        throw Failure()
      }
      XCTFail("withRawMode should rethrow")
    } catch {
      XCTAssertTrue(error is Failure)
    }
    XCTAssertFalse(terminal.isRawModeEnabled)
    XCTAssertEqual(terminal.rawModeEntries, 1)
  }

  func testPreviewContextUsesAnInMemoryTerminal() async throws {
    let issues = CollectingIssueReporter()
    try await withIssueReporters([issues]) {
      var values = DependencyValues()
      values.context = .preview
      let terminal = values.terminal
      let size = try await terminal.size()
      XCTAssertEqual(size, .standard)
      try await terminal.write(frame: "a frame")
      try await terminal.enableRawMode().restore()
    }
    XCTAssertEqual(issues.messages, [])
  }

  func testRawModeTokenRestoresOnceAndOnRelease() {
    let restores = LockIsolated(0)
    let token = RawModeToken { restores.withValue { $0 += 1 } }
    XCTAssertFalse(token.isRestored)
    token.restore()
    token.restore()
    XCTAssertTrue(token.isRestored)
    XCTAssertEqual(restores.value, 1)
    do { _ = RawModeToken { restores.withValue { $0 += 1 } } }
    XCTAssertEqual(restores.value, 2)
  }
}
