import Effects

/// Runs a session in a real terminal: raw mode, a frame after every key and every change to
/// what the screen shows, resizes, a turning spinner, and Ctrl-Z.
///
/// Only the lines that changed are written (see ``FrameRenderer``). The terminal is put back
/// on every way out: quit, Ctrl-C, the end of input, an error thrown by the loop, and (by
/// Effects' raw mode) `exit` and termination signals.
///
/// Issues reported during the run (`reportIssue`, by the reducer, its effects or the view)
/// would be written over the screen, so they are held until the terminal is put back, then
/// passed on to the reporters in force when ``run()`` was called: in the app, warnings on
/// standard error.
@MainActor
public struct InteractiveRunner<State, Action> {
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

  /// Runs until the person quits or input ends, then passes on the issues reported meanwhile.
  ///
  /// - Throws: What the terminal throws: it cannot enter raw mode, or a write fails.
  public func run() async throws {
    let issues = HeldIssueReporter(passingOnTo: IssueReporters.current)
    // Released after `runOnScreen` has put the terminal back, however it ends. The store's
    // effects started during the run are tasks that inherit the reporter.
    defer { issues.release() }
    try await withIssueReporters([issues]) { try await runOnScreen() }
  }

  /// Draws and handles events until the person quits or input ends, then puts the terminal
  /// back.
  private func runOnScreen() async throws {
    var token = try await terminal.enableRawMode()
    defer { token.restore() }
    var renderer = FrameRenderer()
    var size = try await terminal.size()

    let (events, continuation) = AsyncStream.makeStream(of: RunnerEvent.self)
    let keys = try await terminal.keys()
    let resizes = try await terminal.resizes()
    session.screenDidChange = { continuation.yield(.stateChanged) }
    let clock = self.clock
    // Keys that arrive together (a paste, a held key) are handled as one batch and drawn
    // once: the reader appends, and signals only when the list was empty.
    let pending = LockIsolated<[KeyEvent]>([])
    let producers = [
      // Off the main actor, so keys keep collecting while the main actor handles a batch.
      Task.detached {
        for await key in keys {
          let wasEmpty = pending.withValue { list -> Bool in
            defer { list.append(key) }
            return list.isEmpty
          }
          if wasEmpty { continuation.yield(.keys) }
        }
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
      session.screenDidChange = {}
      producers.forEach { $0.cancel() }
      continuation.finish()
    }

    try await draw(&renderer, size: size)
    loop: for await event in events {
      switch event {
      case .keys:
        let batch = pending.withValue { list -> [KeyEvent] in
          defer { list.removeAll() }
          return list
        }
        switch handle(batch) {
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

  /// Handles a batch of keys in order, typing each run of characters at once (a paste goes
  /// into a field as one edit), until one asks the program to quit or suspend.
  private func handle(_ keys: [KeyEvent]) -> KeyOutcome<Action>.Command {
    var typed = ""
    func flush() -> KeyOutcome<Action>.Command {
      defer { typed = "" }
      return typed.isEmpty ? .none : session.type(typed)
    }
    for key in keys {
      if case let .character(character) = key {
        typed.append(character)
        continue
      }
      let command = flush()
      if command != .none { return command }
      let next = session.press(key)
      if next != .none { return next }
    }
    return flush()
  }

  private func draw(_ renderer: inout FrameRenderer, size: TerminalSize) async throws {
    let output = renderer.render(session.frame(size: size), colors: colors)
    if !output.isEmpty { try await terminal.write(frame: output) }
  }
}

/// What wakes the runner. Outside the generic runner, so that the effects yielding it do not
/// capture the runner's `State` type, which need not be `Sendable`.
private enum RunnerEvent: Sendable {
  /// Keys are waiting in the pending list: handle them all, then draw once.
  case keys
  case keysEnded
  case resized(TerminalSize)
  case stateChanged
  case tick
}
