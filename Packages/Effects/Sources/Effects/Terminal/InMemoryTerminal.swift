/// A terminal that lives in memory: it records every frame written to it and plays keys
/// and resizes that a test or a preview scripts.
///
/// It is ``TerminalClient/previewValue``'s terminal, and a ready-made fake for tests:
///
/// ```swift
/// let terminal = InMemoryTerminal(size: TerminalSize(rows: 5, columns: 20), keys: [.down, .enter])
/// try await withDependencies { $0.terminal = terminal.client } operation: {
///   try await runApp()
/// }
/// XCTAssertEqual(terminal.frames.last, "…")
/// ```
///
/// Keys given before anyone listens wait for the next ``TerminalClient/keys`` stream; keys
/// pressed while streams are open go to all of them.
public final class InMemoryTerminal: Sendable {
  private struct State {
    var size: TerminalSize
    var frames: [String] = []
    var rawModeEntries = 0
    var isRawModeEnabled = false
    var queuedKeys: [KeyEvent]
    var keyListeners: [Int: AsyncStream<KeyEvent>.Continuation] = [:]
    var resizeListeners: [Int: AsyncStream<TerminalSize>.Continuation] = [:]
    var nextListener = 0

    mutating func addListener(keys: AsyncStream<KeyEvent>.Continuation) -> Int {
      defer { nextListener += 1 }
      keyListeners[nextListener] = keys
      return nextListener
    }

    mutating func addListener(resizes: AsyncStream<TerminalSize>.Continuation) -> Int {
      defer { nextListener += 1 }
      resizeListeners[nextListener] = resizes
      return nextListener
    }
  }

  private let state: LockIsolated<State>

  /// Creates a terminal of `size` that will deliver `keys` to the first key stream.
  ///
  /// - Parameters:
  ///   - size: What ``TerminalClient/size`` returns until ``resize(to:)``.
  ///   - keys: Keys the first ``TerminalClient/keys`` stream replays, in order.
  public init(size: TerminalSize = .standard, keys: [KeyEvent] = []) {
    self.state = LockIsolated(State(size: size, queuedKeys: keys))
  }

  /// Every frame written, oldest first.
  public var frames: [String] { state.value.frames }

  /// Whether raw mode is on: entered and its token not yet restored.
  public var isRawModeEnabled: Bool { state.value.isRawModeEnabled }

  /// How many times raw mode was entered.
  public var rawModeEntries: Int { state.value.rawModeEntries }

  /// The current window size.
  public var size: TerminalSize { state.value.size }

  /// Types `keys`: delivers them to every open key stream, or queues them for the next one.
  public func press(_ keys: KeyEvent...) {
    state.withValue { state in
      guard !state.keyListeners.isEmpty else { return state.queuedKeys.append(contentsOf: keys) }
      for listener in state.keyListeners.values { keys.forEach { listener.yield($0) } }
    }
  }

  /// Changes the window size and tells every open ``TerminalClient/resizes`` stream.
  public func resize(to size: TerminalSize) {
    state.withValue { state in
      state.size = size
      state.resizeListeners.values.forEach { $0.yield(size) }
    }
  }

  /// Ends every open key stream, as if the input reached its end.
  public func finishKeys() {
    let listeners = state.withValue { state in
      defer { state.keyListeners = [:] }
      return Array(state.keyListeners.values)
    }
    listeners.forEach { $0.finish() }
  }

  /// Counts an entry into raw mode; the token turns ``isRawModeEnabled`` off again. Like the
  /// live terminal, it throws ``TerminalError/rawModeAlreadyEnabled`` while raw mode is on.
  func enterRawMode() throws -> RawModeToken {
    let alreadyEnabled = state.withValue { state -> Bool in
      guard !state.isRawModeEnabled else { return true }
      state.rawModeEntries += 1
      state.isRawModeEnabled = true
      return false
    }
    if alreadyEnabled { throw TerminalError.rawModeAlreadyEnabled }
    return RawModeToken { [self] in state.withValue { $0.isRawModeEnabled = false } }
  }

  /// Keeps a written frame.
  func record(_ frame: String) {
    state.withValue { $0.frames.append(frame) }
  }

  /// A stream that starts with the queued keys, then gets every key pressed while it is open.
  func keyStream() -> AsyncStream<KeyEvent> {
    let (stream, continuation) = AsyncStream.makeStream(of: KeyEvent.self)
    let id = state.withValue { state in
      state.queuedKeys.forEach { continuation.yield($0) }
      state.queuedKeys = []
      return state.addListener(keys: continuation)
    }
    continuation.onTermination = { [weak self] _ in
      self?.state.withValue { _ = $0.keyListeners.removeValue(forKey: id) }
    }
    return stream
  }

  /// A stream of the sizes given to ``resize(to:)`` while it is open.
  func resizeStream() -> AsyncStream<TerminalSize> {
    let (stream, continuation) = AsyncStream.makeStream(of: TerminalSize.self)
    let id = state.withValue { $0.addListener(resizes: continuation) }
    continuation.onTermination = { [weak self] _ in
      self?.state.withValue { _ = $0.resizeListeners.removeValue(forKey: id) }
    }
    return stream
  }
}
