import Effects
import EffectsLive
import Foundation
import XCTest

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#endif

final class LiveTerminalOutputTests: XCTestCase {
  func testWriteSendsTheWholeFrame() async throws {
    let pty = try PseudoTerminal()
    let frame = "\u{1B}[2J\u{1B}[H한 frame 😀"
    try await TerminalClient.live(input: pty.follower, output: pty.follower).write(frame: frame)
    XCTAssertEqual(pty.readScreen(count: frame.utf8.count), Array(frame.utf8))
  }

  func testNewlineStillStartsTheNextLineInRawMode() async throws {
    let pty = try PseudoTerminal()
    let terminal = TerminalClient.live(input: pty.follower, output: pty.follower)
    let token = try await terminal.enableRawMode()
    defer { token.restore() }
    _ = pty.readScreen(count: LiveTerminalRawModeTests.enterScreen.count)
    try await terminal.write(frame: "a\nb")
    XCTAssertEqual(pty.readScreen(count: 4), Array("a\r\nb".utf8))
  }

  func testLargeFrameArrivesWholeThroughANonBlockingPipe() async throws {
    var pipeEnds: [Int32] = [-1, -1]
    XCTAssertEqual(pipe(&pipeEnds), 0)
    defer { pipeEnds.forEach { close($0) } }
    XCTAssertEqual(fcntl(pipeEnds[1], F_SETFL, fcntl(pipeEnds[1], F_GETFL) | O_NONBLOCK), 0)
    let frame = String(repeating: "0123456789abcdef한", count: 40_000)
    let expected = frame.utf8.count
    let received = LockIsolated<[UInt8]>([])
    let done = DispatchSemaphore(value: 0)
    let reader = Thread { [readEnd = pipeEnds[0]] in
      var buffer = [UInt8](repeating: 0, count: 7_000)
      while received.value.count < expected {
        let count = read(readEnd, &buffer, buffer.count)
        guard count > 0 else { break }
        received.withValue { $0 += buffer[0..<count] }
      }
      done.signal()
    }
    reader.start()
    try await TerminalClient.live(input: pipeEnds[0], output: pipeEnds[1]).write(frame: frame)
    XCTAssertEqual(done.wait(timeout: .now() + 10), .success)
    XCTAssertEqual(received.value, Array(frame.utf8))
  }

  func testWriteToAClosedDescriptorThrows() async {
    let error = await thrownError {
      try await TerminalClient.live(input: -1, output: -1).write(frame: "frame")
    }
    XCTAssertEqual(error as? TerminalError, .systemCallFailed("write", errno: EBADF))
    XCTAssertTrue(
      "\(String(describing: error))".contains("write failed"), "\(String(describing: error))")
  }

  func testSizeComesFromTheTerminal() async throws {
    let pty = try PseudoTerminal()
    pty.setWindowSize(rows: 33, columns: 101)
    let size = try await TerminalClient.live(input: pty.follower, output: pty.follower).size()
    XCTAssertEqual(size, TerminalSize(rows: 33, columns: 101))
  }

  func testSizeFallsBackWhenNothingIsATerminal() async throws {
    let size = try await TerminalClient.live(input: -1, output: -1).size()
    XCTAssertEqual(size, TerminalSize.fallback(environment: ProcessInfo.processInfo.environment))
  }

  func testResizesReportTheNewSizeOnWindowChangeSignals() async throws {
    let pty = try PseudoTerminal()
    let resizes = try await TerminalClient.live(input: pty.follower, output: pty.follower).resizes()
    pty.setWindowSize(rows: 50, columns: 160)
    let signaller = Task.detached {
      while !Task.isCancelled {
        kill(getpid(), SIGWINCH)
        try? await Task.sleep(for: .milliseconds(20))
      }
    }
    let sizes = await firstElements(1, of: resizes)
    signaller.cancel()
    XCTAssertEqual(sizes, [TerminalSize(rows: 50, columns: 160)])
  }
}
