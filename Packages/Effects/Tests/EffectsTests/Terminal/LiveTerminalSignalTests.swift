#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#endif
import Effects
import Synchronization
import XCTest

private let terminationSignalsCaught = Atomic<Int>(0)

/// A handler another part of the program might have installed before raw mode began.
private let countTerminationSignal: @convention(c) (Int32) -> Void = { _ in
  terminationSignalsCaught.add(1, ordering: .relaxed)
}

/// The address of the handler in force for `signal`: 0 for `SIG_DFL`, 1 for `SIG_IGN`.
private func handlerAddress(of signal: Int32) -> Int {
  var action = sigaction()
  XCTAssertEqual(sigaction(signal, nil, &action), 0)
  #if canImport(Darwin)
    return unsafeBitCast(action.__sigaction_u.__sa_handler, to: Int.self)
  #else
    return unsafeBitCast(action.__sigaction_handler.sa_handler, to: Int.self)
  #endif
}

final class LiveTerminalSignalTests: XCTestCase {
  static let signals = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]

  func testHandlersAreInstalledOnlyWhileRawAndPutBackAfter() throws {
    let pty = try PseudoTerminal()
    let before = Self.signals.map(handlerAddress(of:))
    let token = try TerminalClient.live(input: pty.follower, output: pty.follower).enableRawMode()
    for (signal, previous) in zip(Self.signals, before) {
      XCTAssertNotEqual(handlerAddress(of: signal), previous, "signal \(signal) is handled in raw mode")
    }
    token.restore()
    XCTAssertEqual(Self.signals.map(handlerAddress(of:)), before)
  }

  func testIgnoredSignalStaysIgnored() throws {
    let pty = try PseudoTerminal()
    let previous = signal(SIGHUP, SIG_IGN)
    defer { signal(SIGHUP, previous) }
    let token = try TerminalClient.live(input: pty.follower, output: pty.follower).enableRawMode()
    XCTAssertEqual(handlerAddress(of: SIGHUP), 1)
    token.restore()
    XCTAssertEqual(handlerAddress(of: SIGHUP), 1)
  }

  func testTerminationSignalRestoresTheTerminalThenReachesThePreviousHandler() throws {
    let pty = try PseudoTerminal()
    let original = pty.settings()
    _ = terminationSignalsCaught.load(ordering: .relaxed)
    let previous = signal(SIGTERM, countTerminationSignal)
    defer { signal(SIGTERM, previous) }
    let ownHandler = handlerAddress(of: SIGTERM)
    let token = try TerminalClient.live(input: pty.follower, output: pty.follower).enableRawMode()
    _ = pty.readScreen(count: LiveTerminalRawModeTests.enterScreen.count)
    let caughtBefore = terminationSignalsCaught.load(ordering: .relaxed)

    XCTAssertEqual(raise(SIGTERM), 0)

    XCTAssertEqual(terminationSignalsCaught.load(ordering: .relaxed), caughtBefore + 1)
    XCTAssertTrue(pty.settings().hasSameSettings(as: original), "the signal handler restored the settings")
    XCTAssertEqual(pty.readScreen(count: LiveTerminalRawModeTests.leaveScreen.count), LiveTerminalRawModeTests.leaveScreen)
    XCTAssertEqual(handlerAddress(of: SIGTERM), ownHandler, "the previous handler is back")
    token.restore()
    XCTAssertEqual(handlerAddress(of: SIGTERM), ownHandler)
    XCTAssertTrue(pty.settings().hasSameSettings(as: original))
  }
}
