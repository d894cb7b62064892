import Effects
import EffectsLive
import XCTest

final class LiveTerminalKeysTests: XCTestCase {
  func testKeysTypedOnTheTerminalArriveDecoded() async throws {
    let pty = try PseudoTerminal()
    let terminal = TerminalClient.live(input: pty.follower, output: pty.follower)
    let token = try await terminal.enableRawMode()
    defer { token.restore() }
    let keys = try await terminal.keys()
    pty.type(Array("ab\u{1B}[A한\r\n".utf8) + [0x03, 0x7F])
    let received = await firstElements(7, of: keys)
    XCTAssertEqual(
      received,
      [.character("a"), .character("b"), .up, .character("한"), .enter, .ctrlC, .backspace])
  }

  func testASecondStreamWhileTheFirstStillReadsIsReported() async throws {
    let pty = try PseudoTerminal()
    let terminal = TerminalClient.live(input: pty.follower, output: pty.follower)
    let issues = CollectingIssueReporter()
    let first = try await terminal.keys()
    let second = try await withIssueReporters([issues]) { try await terminal.keys() }
    XCTAssertEqual(issues.messages.count, 1)
    XCTAssertTrue(
      issues.messages.first?.hasPrefix("TerminalClient.keys was opened while another key stream")
        == true)
    _ = (first, second)
  }

  func testLoneEscapeArrivesAfterAShortPause() async throws {
    let pty = try PseudoTerminal()
    let terminal = TerminalClient.live(input: pty.follower, output: pty.follower)
    let token = try await terminal.enableRawMode()
    defer { token.restore() }
    let keys = try await terminal.keys()
    pty.type([0x1B])
    let received = await firstElements(1, of: keys)
    XCTAssertEqual(received, [.escape])
  }

  func testAStreamThatWasLeftStopsReadingSoTheNextGetsEveryKey() async throws {
    let pty = try PseudoTerminal()
    let terminal = TerminalClient.live(input: pty.follower, output: pty.follower)
    let token = try await terminal.enableRawMode()
    defer { token.restore() }
    pty.type(Array("x".utf8))
    let first = await firstElements(1, of: try await terminal.keys())
    XCTAssertEqual(first, [.character("x")])

    let keys = try await terminal.keys()
    pty.type(Array("yz".utf8))
    let second = await firstElements(2, of: keys)
    XCTAssertEqual(second, [.character("y"), .character("z")])
  }

  func testStreamFinishesWhenTheTerminalHangsUp() async throws {
    let pty = try PseudoTerminal()
    let keys = try await TerminalClient.live(input: pty.follower, output: pty.follower).keys()
    pty.closeLeader()
    let received = await firstElements(Int.max, of: keys)
    XCTAssertEqual(received, [], "the stream ended, with no key, before the timeout")
  }
}
