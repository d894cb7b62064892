import Effects
import XCTest

final class InMemoryTerminalTests: XCTestCase {
  func testEnablingRawModeTwiceFailsLikeTheLiveTerminal() throws {
    let terminal = InMemoryTerminal()
    let token = try terminal.client.enableRawMode()
    XCTAssertThrowsError(try terminal.client.enableRawMode()) { error in
      XCTAssertEqual(error as? TerminalError, .rawModeAlreadyEnabled)
    }
    token.restore()
    XCTAssertNoThrow(try terminal.client.enableRawMode().restore())
    XCTAssertEqual(terminal.rawModeEntries, 2)
  }

  func testRecordsEveryFrameWritten() throws {
    let terminal = InMemoryTerminal()
    try terminal.client.write("first")
    try terminal.client.write("\u{1B}[Hsecond")
    XCTAssertEqual(terminal.frames, ["first", "\u{1B}[Hsecond"])
  }

  func testReplaysScriptedKeysThenKeysPressedLater() async {
    let terminal = InMemoryTerminal(keys: [.character("a"), .enter])
    var iterator = terminal.client.keys().makeAsyncIterator()
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

  func testKeysPressedBeforeAnyoneListensWaitForTheNextStream() async {
    let terminal = InMemoryTerminal()
    terminal.press(.tab, .shiftTab)
    terminal.finishKeys()
    var keys: [KeyEvent] = []
    let stream = terminal.client.keys()
    terminal.finishKeys()
    for await key in stream { keys.append(key) }
    XCTAssertEqual(keys, [.tab, .shiftTab])
  }

  func testResizeChangesSizeAndNotifiesStreams() async {
    let terminal = InMemoryTerminal(size: TerminalSize(rows: 10, columns: 20))
    XCTAssertEqual(terminal.client.size(), TerminalSize(rows: 10, columns: 20))
    var iterator = terminal.client.resizes().makeAsyncIterator()
    terminal.resize(to: TerminalSize(rows: 30, columns: 90))
    let resized = await iterator.next()
    XCTAssertEqual(resized, TerminalSize(rows: 30, columns: 90))
    XCTAssertEqual(terminal.client.size(), TerminalSize(rows: 30, columns: 90))
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

  func testPreviewContextUsesAnInMemoryTerminal() throws {
    let issues = CollectingIssueReporter()
    try withIssueReporters([issues]) {
      var values = DependencyValues()
      values.context = .preview
      let terminal = values.terminal
      XCTAssertEqual(terminal.size(), .standard)
      try terminal.write("a frame")
      try terminal.enableRawMode().restore()
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
