import Effects
import Synchronization

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The process-wide record of the raw-mode session in force, so the terminal can be put
/// back however raw mode ends: by its token, by `exit`, or by a termination signal.
///
/// Only one session exists at a time. The signal handler and the `atexit` handler read
/// nothing but atomics and memory allocated before they were installed, and call only
/// async-signal-safe functions (`write`, `tcsetattr`, `sigaction`, `raise`).
enum TerminalRestoration {
  /// Computed, not stored: a signal handler must not run a global's lazy initialiser.
  static var leaveSequence: StaticString { "\u{1B}[?25h\u{1B}[?1049l" }

  /// 0 when raw mode is off. Session numbers start at 1.
  static let activeSession = Atomic<Int>(0)
  private static let lastSession = Atomic<Int>(0)
  private static let input = Atomic<Int32>(-1)
  private static let output = Atomic<Int32>(-1)

  // Safe: written only by `begin` while no session is active (so no handler reads it), and
  // read by handlers only after they see `activeSession` set, which `begin` stores last.
  nonisolated(unsafe) private static let original = UnsafeMutablePointer<termios>.allocate(
    capacity: 1)

  /// Arms the signal and `atexit` handlers that restore `settings`; throws
  /// ``TerminalError/rawModeAlreadyEnabled`` if a session is in force.
  static func begin(input: Int32, output: Int32, settings: termios) throws -> Int {
    try installation.withValue { _ in
      guard activeSession.load(ordering: .acquiring) == 0 else {
        throw TerminalError.rawModeAlreadyEnabled
      }
      original.pointee = settings
      self.input.store(input, ordering: .relaxed)
      self.output.store(output, ordering: .relaxed)
      let session = lastSession.add(1, ordering: .relaxed).newValue
      activeSession.store(session, ordering: .releasing)
      TerminationSignals.install()
      return session
    }
  }

  /// Does nothing if `session` already ended.
  static func end(_ session: Int) {
    installation.withValue { _ in
      guard activeSession.load(ordering: .acquiring) == session else { return }
      restoreTerminal()
      activeSession.store(0, ordering: .releasing)
      TerminationSignals.uninstall()
    }
  }

  /// Async-signal-safe; running it twice is harmless.
  static func restoreTerminal() {
    guard activeSession.load(ordering: .acquiring) != 0 else { return }
    FileDescriptorOutput.writeIgnoringErrors(leaveSequence, to: output.load(ordering: .relaxed))
    _ = tcsetattr(input.load(ordering: .relaxed), TCSANOW, original)
  }

  /// Serialises installing and removing handlers. Never taken by a handler.
  private static let installation = LockIsolated<Void>(())
}
