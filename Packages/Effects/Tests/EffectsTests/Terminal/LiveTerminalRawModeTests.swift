import Effects
import EffectsLive
import XCTest

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#endif

final class LiveTerminalRawModeTests: XCTestCase {
  static let enterScreen = Array("\u{1B}[?1049h\u{1B}[?25l".utf8)
  static let leaveScreen = Array("\u{1B}[?25h\u{1B}[?1049l".utf8)

  func testRawModeChangesTheTerminalSettingsAndRestoreBringsThemBack() async throws {
    let pty = try PseudoTerminal()
    let original = pty.settings()
    XCTAssertNotEqual(
      original.c_lflag & tcflag_t(ICANON | ECHO | ISIG), 0, "a new pty starts cooked")
    let token = try await TerminalClient.live(input: pty.follower, output: pty.follower)
      .enableRawMode()

    let raw = pty.settings()
    XCTAssertEqual(raw.c_lflag & tcflag_t(ICANON | ECHO | ISIG | IEXTEN), 0)
    XCTAssertEqual(raw.c_iflag & tcflag_t(IXON | ICRNL | BRKINT | INPCK | ISTRIP), 0)
    XCTAssertEqual(raw.c_cflag & tcflag_t(CS8), tcflag_t(CS8))
    XCTAssertNotEqual(raw.c_oflag & tcflag_t(OPOST), 0, "output processing stays on")
    XCTAssertEqual(raw.controlCharacters[Int(VMIN)], 1)
    XCTAssertEqual(raw.controlCharacters[Int(VTIME)], 0)
    XCTAssertEqual(pty.readScreen(count: Self.enterScreen.count), Self.enterScreen)

    token.restore()
    XCTAssertTrue(pty.settings().hasSameSettings(as: original))
    XCTAssertEqual(pty.readScreen(count: Self.leaveScreen.count), Self.leaveScreen)
    token.restore()
    XCTAssertEqual(pty.readScreen(quietPeriod: 50), [], "a second restore does nothing")
  }

  func testWithRawModeRestoresWhenTheBodyThrows() async throws {
    struct Failure: Error {}
    let pty = try PseudoTerminal()
    let original = pty.settings()
    let terminal = TerminalClient.live(input: pty.follower, output: pty.follower)
    do {
      try await terminal.withRawMode {
        XCTAssertEqual(pty.settings().c_lflag & tcflag_t(ICANON), 0)
        throw Failure()
      }
      XCTFail("withRawMode should rethrow")
    } catch {
      XCTAssertTrue(error is Failure)
    }
    XCTAssertTrue(pty.settings().hasSameSettings(as: original))
  }

  func testReleasedTokenRestoresTheTerminal() async throws {
    let pty = try PseudoTerminal()
    let original = pty.settings()
    do {
      _ = try await TerminalClient.live(input: pty.follower, output: pty.follower).enableRawMode()
    }
    XCTAssertTrue(pty.settings().hasSameSettings(as: original))
  }

  func testEnablingTwiceFailsAndTheFirstSessionStillRestores() async throws {
    let pty = try PseudoTerminal()
    let original = pty.settings()
    let terminal = TerminalClient.live(input: pty.follower, output: pty.follower)
    let token = try await terminal.enableRawMode()
    let error = await thrownError { try await terminal.enableRawMode() }
    XCTAssertEqual(error as? TerminalError, .rawModeAlreadyEnabled)
    token.restore()
    XCTAssertTrue(pty.settings().hasSameSettings(as: original))
    try await terminal.enableRawMode().restore()
  }

  func testInputOrOutputThatIsNotATerminalFailsClearly() async throws {
    let pty = try PseudoTerminal()
    var pipeEnds: [Int32] = [-1, -1]
    XCTAssertEqual(pipe(&pipeEnds), 0)
    defer { pipeEnds.forEach { close($0) } }

    let pipedInput = await thrownError {
      try await TerminalClient.live(input: pipeEnds[0], output: pty.follower).enableRawMode()
    }
    XCTAssertEqual(pipedInput as? TerminalError, .notATerminal(fileDescriptor: pipeEnds[0]))
    XCTAssertTrue(
      (pipedInput as? TerminalError)?.description.contains("is not a terminal") == true,
      "\(String(describing: pipedInput))")
    let pipedOutput = await thrownError {
      try await TerminalClient.live(input: pty.follower, output: pipeEnds[1]).enableRawMode()
    }
    XCTAssertEqual(pipedOutput as? TerminalError, .notATerminal(fileDescriptor: pipeEnds[1]))
    XCTAssertEqual(pty.readScreen(quietPeriod: 50), [], "nothing was written")
    XCTAssertTrue(
      TerminalError.notATerminal(fileDescriptor: 0).description.contains("standard input"))
  }
}
