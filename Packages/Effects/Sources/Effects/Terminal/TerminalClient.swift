/// The app's terminal: raw mode, key presses, frames and the window size.
///
/// Read it with `@Dependency(\.terminal)`. The live value (``liveValue``, or
/// ``live(input:output:)`` for other file descriptors) talks to the real terminal through
/// termios; the test value fails every endpoint a test calls without overriding it; the
/// preview value is an ``InMemoryTerminal`` that records frames and replays scripted keys.
///
/// ```swift
/// @Dependency(\.terminal) var terminal
///
/// try await terminal.withRawMode {
///   try terminal.write(render(state, in: terminal.size()))
///   for await key in terminal.keys() {
///     if key == .ctrlC { break }
///     store.send(.keyPressed(key))
///   }
/// }
/// ```
public struct TerminalClient: Sendable {
  /// Puts the terminal in raw mode: input unbuffered and unechoed, Ctrl-C and Ctrl-Z
  /// delivered as keys instead of signals, the alternate screen shown and the cursor hidden.
  /// The returned token puts everything back; prefer ``withRawMode(isolation:_:)``.
  ///
  /// Throws ``TerminalError/notATerminal(fileDescriptor:)`` when input or output is not a
  /// terminal, and ``TerminalError/rawModeAlreadyEnabled`` when raw mode is already on.
  public var enableRawMode: @Sendable () throws -> RawModeToken

  /// The keys the user presses, decoded by a ``KeyDecoder``, until the input ends or the
  /// consuming task stops iterating. Keep one stream at a time: two would share the bytes.
  public var keys: @Sendable () -> AsyncStream<KeyEvent>

  /// Writes one frame (any text, escape sequences included) to the output as a whole.
  public var write: @Sendable (_ frame: String) throws -> Void

  /// The current window size.
  public var size: @Sendable () -> TerminalSize

  /// The window size each time the terminal is resized, until the consuming task stops
  /// iterating. It does not start with the current size: call ``size`` for that.
  public var resizes: @Sendable () -> AsyncStream<TerminalSize>

  /// Creates a client from its endpoints.
  ///
  /// - Parameters:
  ///   - enableRawMode: Enters raw mode and returns the token that leaves it.
  ///   - keys: Streams decoded key presses.
  ///   - write: Writes one whole frame.
  ///   - size: Returns the current window size.
  ///   - resizes: Streams the window size after each resize.
  public init(
    enableRawMode: @escaping @Sendable () throws -> RawModeToken,
    keys: @escaping @Sendable () -> AsyncStream<KeyEvent>,
    write: @escaping @Sendable (_ frame: String) throws -> Void,
    size: @escaping @Sendable () -> TerminalSize,
    resizes: @escaping @Sendable () -> AsyncStream<TerminalSize>
  ) {
    self.enableRawMode = enableRawMode
    self.keys = keys
    self.write = write
    self.size = size
    self.resizes = resizes
  }
}
