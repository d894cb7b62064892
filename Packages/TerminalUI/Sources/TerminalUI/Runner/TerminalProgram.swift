import Effects
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The one way the app and every feature preview run: in the terminal when standard input is
/// one, or from a key script on standard input when it is not.
///
/// The exit status is 0 when the person quit or the script ended, 1 when the terminal failed
/// (the message goes to standard error, after the terminal is put back). Core's runtime
/// warnings (`reportIssue`) go to standard error too: at once from a script, and after the
/// terminal is put back in a terminal (see ``InteractiveRunner``).
@MainActor
public enum TerminalProgram {
  /// `environment` is read for `NO_COLOR`, and for `COLUMNS` and `LINES` when drawing for a
  /// script.
  public static func run<State, Action>(
    store: Store<State, Action>,
    view: @escaping @MainActor (Store<State, Action>) -> Screen<Action>,
    environment: [String: String] = ProcessInfo.processInfo.environment,
    recorder: (any ScreenRecorder)? = nil
  ) async -> Int32 {
    let session = ScreenSession(store: store, view: view)
    session.recorder = recorder
    let clock = ContinuousClock()
    if isatty(STDIN_FILENO) == 0 {
      let runner = ScriptRunner(
        session: session, size: TerminalSize.fallback(environment: environment), clock: clock,
        output: { FileHandle.standardOutput.write(Data($0.utf8)) },
        diagnostics: { FileHandle.standardError.write(Data("\($0)\n".utf8)) })
      do {
        try await runner.run(standardInputLines())
        return 0
      } catch {
        FileHandle.standardError.write(Data("error: reading the key script: \(error)\n".utf8))
        return 1
      }
    }
    let runner = InteractiveRunner(
      session: session, terminal: liveTerminal(),
      colors: ColorPolicy.resolve(environment: environment, isTerminal: isatty(STDOUT_FILENO) != 0),
      clock: clock, suspend: { _ = kill(getpid(), SIGTSTP) })
    do {
      try await runner.run()
      return 0
    } catch {
      FileHandle.standardError.write(Data("error: \(error)\n".utf8))
      return 1
    }
  }

  /// Found at run time: it is declared in EffectsLive, which views and features do not
  /// import.
  private static func liveTerminal() -> TerminalClient {
    var live = DependencyValues()
    live.context = .live
    return live.terminal
  }

  /// Without their line ends (`\n` or `\r\n`), read on a thread of their own so a slow pipe
  /// blocks no task.
  private static func standardInputLines() -> AsyncStream<[UInt8]> {
    AsyncStream { continuation in
      Thread {
        var line: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
          let count = buffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
          if count < 0, errno == EINTR { continue }
          guard count > 0 else { break }
          for byte in buffer[..<count] {
            if byte == UInt8(ascii: "\n") {
              if line.last == UInt8(ascii: "\r") { line.removeLast() }
              continuation.yield(line)
              line.removeAll(keepingCapacity: true)
            } else {
              line.append(byte)
            }
          }
        }
        if !line.isEmpty { continuation.yield(line) }
        continuation.finish()
      }.start()
    }
  }
}
