import Effects

/// Runs a session in a real terminal: raw mode, a frame after every change, keys, resizes,
/// a turning spinner, and Ctrl-Z.
///
/// Only the lines that changed are written (see ``FrameRenderer``). The terminal is put back
/// on every way out: quit, Ctrl-C, the end of input, an error thrown by the loop, and (by
/// Effects' raw mode) `exit` and termination signals.
@MainActor
public struct InteractiveRunner<State: Equatable, Action> {
  /// What the runner does on Ctrl-Z, after the terminal is put back: stop the process until
  /// the shell continues it. Tests pass a closure that records the call instead.
  public typealias Suspend = @Sendable () -> Void

  let session: ScreenSession<State, Action>
  let terminal: TerminalClient
  let colors: Bool
  let suspend: Suspend
  let clock: any Clock<Duration>

  /// Creates a runner.
  ///
  /// - Parameters:
  ///   - session: The store and view to run.
  ///   - terminal: The terminal to draw on and read keys from.
  ///   - colors: Whether to write colours and styles (see ``ColorPolicy``).
  ///   - clock: Turns the spinner every 100 ms.
  ///   - suspend: Stops the process on Ctrl-Z (`kill(getpid(), SIGTSTP)` in the app).
  public init(
    session: ScreenSession<State, Action>,
    terminal: TerminalClient,
    colors: Bool,
    clock: any Clock<Duration>,
    suspend: @escaping Suspend
  ) {
    self.session = session
    self.terminal = terminal
    self.colors = colors
    self.clock = clock
    self.suspend = suspend
  }

  private enum Event {
    case key(KeyEvent)
    case keysEnded
    case resized(TerminalSize)
    case stateChanged
    case tick
  }

  /// Runs until the person quits or input ends.
  ///
  /// - Throws: What the terminal throws: it cannot enter raw mode, or a write fails.
  public func run() async throws {
    var token = try await terminal.enableRawMode()
    defer { token.restore() }
    var renderer = FrameRenderer()
    var size = try await terminal.size()

    let (events, continuation) = AsyncStream.makeStream(of: Event.self)
    let keys = try await terminal.keys()
    let resizes = try await terminal.resizes()
    let observation = session.store.observe({ $0 }) { _ in continuation.yield(.stateChanged) }
    let clock = self.clock
    let producers = [
      Task {
        for await key in keys { continuation.yield(.key(key)) }
        continuation.yield(.keysEnded)
      },
      Task {
        for await size in resizes { continuation.yield(.resized(size)) }
      },
      Task {
        while (try? await clock.sleep(for: .milliseconds(100))) != nil {
          continuation.yield(.tick)
        }
      },
    ]
    defer {
      observation.cancel()
      producers.forEach { $0.cancel() }
      continuation.finish()
    }

    try await draw(&renderer, size: size)
    loop: for await event in events {
      switch event {
      case let .key(key):
        switch session.press(key) {
        case .none: break
        case .quit: break loop
        case .suspend:
          token.restore()
          suspend()
          token = try await terminal.enableRawMode()
          renderer.invalidate()
          size = try await terminal.size()
        }
      case .keysEnded:
        break loop
      case let .resized(newSize):
        size = newSize
      case .stateChanged:
        break
      case .tick:
        guard session.isBusy else { continue loop }
        session.tick()
      }
      try await draw(&renderer, size: size)
    }
  }

  private func draw(_ renderer: inout FrameRenderer, size: TerminalSize) async throws {
    let output = renderer.render(session.frame(size: size), colors: colors)
    if !output.isEmpty { try await terminal.write(frame: output) }
  }
}
