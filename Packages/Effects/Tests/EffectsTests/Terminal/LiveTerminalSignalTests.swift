import Effects
import EffectsLive
import Foundation
import Synchronization
import XCTest

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#endif

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

/// Raises `number` on a thread of its own that does not block it, and returns when its
/// handlers have run.
///
/// NB: `raise` sends the signal to the calling thread, and an async test runs on a Dispatch
/// worker thread, which blocks termination signals: there the signal would stay pending.
private func raiseOnAThreadOfItsOwn(_ number: Int32) async -> Int32 {
  await withCheckedContinuation { continuation in
    Thread {
      var signals = sigset_t()
      sigemptyset(&signals)
      sigaddset(&signals, number)
      pthread_sigmask(SIG_UNBLOCK, &signals, nil)
      continuation.resume(returning: raise(number))
    }.start()
  }
}

final class LiveTerminalSignalTests: XCTestCase {
  static let signals = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]

  func testHandlersAreInstalledOnlyWhileRawAndPutBackAfter() async throws {
    let pty = try PseudoTerminal()
    let before = Self.signals.map(handlerAddress(of:))
    let token = try await TerminalClient.live(input: pty.follower, output: pty.follower)
      .enableRawMode()
    for (signal, previous) in zip(Self.signals, before) {
      XCTAssertNotEqual(
        handlerAddress(of: signal), previous, "signal \(signal) is handled in raw mode")
    }
    token.restore()
    XCTAssertEqual(Self.signals.map(handlerAddress(of:)), before)
  }

  func testIgnoredSignalStaysIgnored() async throws {
    let pty = try PseudoTerminal()
    let previous = signal(SIGHUP, SIG_IGN)
    defer { signal(SIGHUP, previous) }
    let token = try await TerminalClient.live(input: pty.follower, output: pty.follower)
      .enableRawMode()
    XCTAssertEqual(handlerAddress(of: SIGHUP), 1)
    token.restore()
    XCTAssertEqual(handlerAddress(of: SIGHUP), 1)
  }

  func testTerminationSignalRestoresTheTerminalThenReachesThePreviousHandler() async throws {
    let pty = try PseudoTerminal()
    let original = pty.settings()
    _ = terminationSignalsCaught.load(ordering: .relaxed)
    let previous = signal(SIGTERM, countTerminationSignal)
    defer { signal(SIGTERM, previous) }
    let ownHandler = handlerAddress(of: SIGTERM)
    let token = try await TerminalClient.live(input: pty.follower, output: pty.follower)
      .enableRawMode()
    _ = pty.readScreen(count: LiveTerminalRawModeTests.enterScreen.count)
    let caughtBefore = terminationSignalsCaught.load(ordering: .relaxed)

    let raised = await raiseOnAThreadOfItsOwn(SIGTERM)
    XCTAssertEqual(raised, 0)

    XCTAssertEqual(terminationSignalsCaught.load(ordering: .relaxed), caughtBefore + 1)
    XCTAssertTrue(
      pty.settings().hasSameSettings(as: original), "the signal handler restored the settings")
    XCTAssertEqual(
      pty.readScreen(count: LiveTerminalRawModeTests.leaveScreen.count),
      LiveTerminalRawModeTests.leaveScreen)
    XCTAssertEqual(handlerAddress(of: SIGTERM), ownHandler, "the previous handler is back")
    token.restore()
    XCTAssertEqual(handlerAddress(of: SIGTERM), ownHandler)
    XCTAssertTrue(pty.settings().hasSameSettings(as: original))
  }
}
