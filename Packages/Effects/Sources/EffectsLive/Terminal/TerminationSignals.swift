import Effects
import Synchronization

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Raw mode turns off the keys that send these signals, but another process, or a closed
/// terminal, can still send them.
///
/// The signal handler restores the terminal, puts back the handler that was there before
/// (the default, or one another library installed), and raises the signal again, so it
/// takes its usual course: the process still dies of SIGTERM with the usual status. A
/// signal that was ignored when raw mode began stays ignored. Crash signals (SIGSEGV,
/// SIGILL, SIGTRAP, SIGABRT) are left to the Swift runtime's backtracer.
enum TerminationSignals {
  /// In the order their previous actions are kept.
  static let numbers: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]

  // Safe: written only by `install` and `uninstall` (serialised by TerminalRestoration) while
  // the slot's handler is not installed, and read by the handler only for a signal whose
  // handler it is.
  nonisolated(unsafe) private static let previous = UnsafeMutablePointer<sigaction>.allocate(
    capacity: 4)
  private static let installed = Atomic<Int>(0)
  private static let registeredAtExit = Atomic<Bool>(false)

  /// The `atexit` handler is registered once per process. Called while a session begins.
  static func install() {
    if !registeredAtExit.exchange(true, ordering: .relaxed) {
      atexit { TerminalRestoration.restoreTerminal() }
    }
    var mask = 0
    for (slot, number) in numbers.enumerated() {
      var current = sigaction()
      guard sigaction(number, nil, &current) == 0, !current.isIgnoring else { continue }
      previous[slot] = current
      var action = sigaction.handling(with: handleTerminationSignal)
      if sigaction(number, &action, nil) == 0 { mask |= 1 << slot }
    }
    installed.store(mask, ordering: .releasing)
  }

  /// Only for signals whose handler is still this one.
  static func uninstall() {
    let mask = installed.exchange(0, ordering: .acquiringAndReleasing)
    for (slot, number) in numbers.enumerated() where mask & (1 << slot) != 0 {
      var current = sigaction()
      guard sigaction(number, nil, &current) == 0, current.isHandling(with: handleTerminationSignal)
      else {
        continue
      }
      _ = sigaction(number, previous + slot, nil)
    }
  }

  /// A switch, so the signal handler touches no array.
  fileprivate static func slot(of number: Int32) -> Int? {
    switch number {
    case SIGINT: return 0
    case SIGTERM: return 1
    case SIGHUP: return 2
    case SIGQUIT: return 3
    default: return nil
    }
  }

  /// The raised signal is delivered as soon as this handler returns and unblocks it. Keeps
  /// the interrupted code's `errno`, in case the previous action lets the program go on.
  private static let handleTerminationSignal: @convention(c) (Int32) -> Void = { number in
    let interruptedErrno = errno
    defer { errno = interruptedErrno }
    TerminalRestoration.restoreTerminal()
    if let slot = TerminationSignals.slot(of: number) {
      _ = sigaction(number, TerminationSignals.previous + slot, nil)
    }
    _ = raise(number)
  }
}
