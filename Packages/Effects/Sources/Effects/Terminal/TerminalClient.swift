/// A test overrides the endpoints it expects, or installs a whole ``InMemoryTerminal`` with
/// `$0.terminal = terminal.client`. `liveValue` is in the module EffectsLive
/// (`TerminalClient+Live.swift`); `testValue`, `previewValue` and ``failing(_:)`` are in
/// `TerminalClient+Test.swift`.
public struct TerminalClient: Sendable {
  /// Puts the terminal in raw mode: input unbuffered and unechoed, Ctrl-C and Ctrl-Z
  /// delivered as keys instead of signals, the alternate screen shown and the cursor hidden.
  /// The returned token puts everything back; prefer ``withRawMode(isolation:_:)``.
  ///
  /// Throws ``TerminalError/notATerminal(fileDescriptor:)`` when input or output is not a
  /// terminal, and ``TerminalError/rawModeAlreadyEnabled`` when raw mode is already on.
  public var enableRawMode: @Sendable () async throws -> RawModeToken

  /// Decoded by a ``KeyDecoder``, until the input ends or the consuming task stops iterating.
  /// Keep one stream at a time: two would share the bytes.
  ///
  /// Throws ``TerminalError/systemCallFailed(_:errno:)`` when the live reader cannot start.
  public var keys: @Sendable () async throws -> AsyncStream<KeyEvent>

  public var write: @Sendable (_ frame: String) async throws -> Void

  public var size: @Sendable () async throws -> TerminalSize

  /// Until the consuming task stops iterating. It does not start with the current size: call
  /// ``size`` for that.
  public var resizes: @Sendable () async throws -> AsyncStream<TerminalSize>

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

  /// Writes the frame (escape sequences included) as a whole. Throws
  /// ``TerminalError/systemCallFailed(_:errno:)`` when the output refuses it.
  public func write(frame: String) async throws {
    try await self.write(frame)
  }
}

extension TerminalClient: TestDependencyKey {}

extension DependencyValues {
  public var terminal: TerminalClient {
    get { self[TerminalClient.self] }
    set { self[TerminalClient.self] = newValue }
  }
}
