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

  /// `keys` go to the first ``TerminalClient/keys`` stream.
  public init(size: TerminalSize = .standard, keys: [KeyEvent] = []) {
    self.state = LockIsolated(State(size: size, queuedKeys: keys))
  }

  public var frames: [String] { state.value.frames }

  /// Entered and its token not yet restored.
  public var isRawModeEnabled: Bool { state.value.isRawModeEnabled }

  public var rawModeEntries: Int { state.value.rawModeEntries }

  public var size: TerminalSize { state.value.size }

  /// Delivers `keys` to every open key stream, or queues them for the next one.
  public func press(_ keys: KeyEvent...) {
    state.withValue { state in
      guard !state.keyListeners.isEmpty else { return state.queuedKeys.append(contentsOf: keys) }
      for listener in state.keyListeners.values { keys.forEach { listener.yield($0) } }
    }
  }

  public func resize(to size: TerminalSize) {
    state.withValue { state in
      state.size = size
      state.resizeListeners.values.forEach { $0.yield(size) }
    }
  }

  /// As if the input reached its end.
  public func finishKeys() {
    let listeners = state.withValue { state in
      defer { state.keyListeners = [:] }
      return Array(state.keyListeners.values)
    }
    listeners.forEach { $0.finish() }
  }

  /// Like the live terminal, throws ``TerminalError/rawModeAlreadyEnabled`` while raw mode
  /// is on.
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

  func record(_ frame: String) {
    state.withValue { $0.frames.append(frame) }
  }

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

  func resizeStream() -> AsyncStream<TerminalSize> {
    let (stream, continuation) = AsyncStream.makeStream(of: TerminalSize.self)
    let id = state.withValue { $0.addListener(resizes: continuation) }
    continuation.onTermination = { [weak self] _ in
      self?.state.withValue { _ = $0.resizeListeners.removeValue(forKey: id) }
    }
    return stream
  }
}
