/// The app's terminal: raw mode, key presses, frames and the window size.
///
/// Read it with `@Dependency(\.terminal)` and call it from an effect:
///
/// ```swift
/// @Dependency(\.terminal) var terminal
///
/// try await terminal.withRawMode {
///   try await terminal.write(frame: render(state, in: try await terminal.size()))
///   for await key in try await terminal.keys() {
///     if key == .ctrlC { break }
///     store.send(.keyPressed(key))
///   }
/// }
/// ```
///
/// A test overrides the endpoints it expects:
/// `$0.terminal.size = { TerminalSize(rows: 10, columns: 40) }`, or installs a whole
/// ``InMemoryTerminal`` with `$0.terminal = terminal.client`.
///
/// Values:
/// - ``liveValue`` (`TerminalClient+Live.swift`): the process's terminal, through termios;
///   ``live(input:output:)`` for other file descriptors.
/// - ``testValue`` (`TerminalClient+Test.swift`): fails the test on every endpoint it calls
///   without overriding it.
/// - ``previewValue``: a fresh ``InMemoryTerminal`` that records frames and replays
///   scripted keys.
/// - ``failing(_:)``: a named fake for failure paths.
public struct TerminalClient: Sendable {
  /// Puts the terminal in raw mode: input unbuffered and unechoed, Ctrl-C and Ctrl-Z
  /// delivered as keys instead of signals, the alternate screen shown and the cursor hidden.
  /// The returned token puts everything back; prefer ``withRawMode(isolation:_:)``.
  ///
  /// Throws ``TerminalError/notATerminal(fileDescriptor:)`` when input or output is not a
  /// terminal, and ``TerminalError/rawModeAlreadyEnabled`` when raw mode is already on.
  public var enableRawMode: @Sendable () async throws -> RawModeToken

  /// The keys the user presses, decoded by a ``KeyDecoder``, until the input ends or the
  /// consuming task stops iterating. Keep one stream at a time: two would share the bytes.
  ///
  /// Throws ``TerminalError/systemCallFailed(_:errno:)`` when the live reader cannot start.
  public var keys: @Sendable () async throws -> AsyncStream<KeyEvent>

  /// The endpoint behind ``write(frame:)``. Set it to override the client in a test.
  public var write: @Sendable (_ frame: String) async throws -> Void

  /// The current window size.
  public var size: @Sendable () async throws -> TerminalSize

  /// The window size each time the terminal is resized, until the consuming task stops
  /// iterating. It does not start with the current size: call ``size`` for that.
  public var resizes: @Sendable () async throws -> AsyncStream<TerminalSize>

  /// Creates a client from its endpoints.
  ///
  /// - Parameters:
  ///   - enableRawMode: Enters raw mode and returns the token that leaves it.
  ///   - keys: Streams decoded key presses.
  ///   - write: Writes one whole frame.
  ///   - size: Returns the current window size.
  ///   - resizes: Streams the window size after each resize.
  public init(
    enableRawMode: @escaping @Sendable () async throws -> RawModeToken,
    keys: @escaping @Sendable () async throws -> AsyncStream<KeyEvent>,
    write: @escaping @Sendable (_ frame: String) async throws -> Void,
    size: @escaping @Sendable () async throws -> TerminalSize,
    resizes: @escaping @Sendable () async throws -> AsyncStream<TerminalSize>
  ) {
    self.enableRawMode = enableRawMode
    self.keys = keys
    self.write = write
    self.size = size
    self.resizes = resizes
  }

  /// Writes one frame (any text, escape sequences included) to the output as a whole.
  ///
  /// ```swift
  /// try await terminal.write(frame: "\u{1B}[H\u{1B}[2JHello")
  /// ```
  ///
  /// - Parameter frame: The text to write.
  /// - Throws: ``TerminalError/systemCallFailed(_:errno:)`` when the output refuses it.
  public func write(frame: String) async throws {
    try await self.write(frame)
  }
}

/// The test key: ``testValue`` and ``previewValue`` are in `TerminalClient+Test.swift`.
extension TerminalClient: TestDependencyKey {}

extension DependencyValues {
  /// The app's terminal: raw mode, key presses, frames and the window size. See
  /// ``TerminalClient``.
  ///
  /// ```swift
  /// let terminal = InMemoryTerminal(keys: [.down, .enter])
  /// let store = Store(initialState: App.State()) {
  ///   App()
  /// } withDependencies: {
  ///   $0.terminal = terminal.client
  /// }
  /// ```
  public var terminal: TerminalClient {
    get { self[TerminalClient.self] }
    set { self[TerminalClient.self] = newValue }
  }
}
