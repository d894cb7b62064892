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
  public static let liveValue = TerminalClient.live()

  /// For the terminal on `input` and `output`, such as the two ends of a pseudo-terminal in a
  /// test. `size` asks `output`, then `input`, then falls back to
  /// ``TerminalSize/fallback(environment:)``.
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

  /// Until the consumer goes away.
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
