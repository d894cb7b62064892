import Dispatch
import Effects

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

extension TerminalClient: DependencyKey {
  /// The process's terminal: standard input and standard output.
  public static let liveValue = TerminalClient.live()

  /// A client for the terminal on `input` and `output`, such as the two ends of a
  /// pseudo-terminal in a test.
  ///
  /// - `enableRawMode` changes the termios settings of `input` (see ``RawModeToken``) and
  ///   writes the alternate-screen and hide-cursor sequences to `output`.
  /// - `keys` reads `input` on a thread of its own, decoding with a ``KeyDecoder`` and
  ///   flushing a lone Escape after 30 ms without input.
  /// - `write` writes each frame to `output` whole: one `write(2)` unless the kernel takes
  ///   only part of it, retrying after EINTR.
  /// - `size` asks `output`, then `input`, with `ioctl(TIOCGWINSZ)`, then falls back to
  ///   ``TerminalSize/fallback(environment:)``.
  /// - `resizes` listens for SIGWINCH with a dispatch signal source.
  ///
  /// - Parameters:
  ///   - input: The descriptor keys are read from; standard input by default.
  ///   - output: The descriptor frames are written to; standard output by default.
  public static func live(input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO)
    -> TerminalClient
  {
    let size: @Sendable () -> TerminalSize = { TerminalWindowSize.current(of: [output, input]) }
    return TerminalClient(
      enableRawMode: { try RawMode.enable(input: input, output: output) },
      keys: { try KeyReader.keys(from: input) },
      write: { frame in try FileDescriptorOutput.write(frame, to: output) },
      size: size,
      resizes: { windowChanges(size: size) }
    )
  }

  /// The window size after each SIGWINCH, until the consumer goes away.
  private static func windowChanges(size: @escaping @Sendable () -> TerminalSize) -> AsyncStream<
    TerminalSize
  > {
    let (stream, continuation) = AsyncStream.makeStream(
      of: TerminalSize.self, bufferingPolicy: .bufferingNewest(1))
    // Safe: a dispatch source is thread-safe, and `onTermination` only cancels it.
    nonisolated(unsafe) let source = DispatchSource.makeSignalSource(
      signal: SIGWINCH,
      queue: DispatchQueue(label: "Effects.TerminalClient.resizes")
    )
    source.setEventHandler { continuation.yield(size()) }
    continuation.onTermination = { _ in source.cancel() }
    source.resume()
    return stream
  }
}
